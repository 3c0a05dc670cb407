import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailField,
  emptyWhenAbsent,
  entryPriceField,
  hexColourField,
  latitudeField,
  longitudeField,
  optionalEmailField,
  optionalText,
  optionalUkPhoneField,
  optionalUrlField,
  priceBandField,
  ratingField,
  requiredText,
  slugField,
  socialHandleField,
  ukPhoneField,
  urlField,
  wholeNumberField,
} from './fields.js';
import { messages } from './messages.js';

/** The messages a schema gives for a value, in order; [] when it is valid. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const field = requiredText(5);

  it('is required when missing, null, empty or blank', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(messagesFor(field, value)).toEqual([messages.required]);
    }
  });

  it('names the types when given something other than text', () => {
    expect(messagesFor(field, 42)).toEqual([messages.typeMismatch('text', 'a number')]);
    expect(messagesFor(field, ['a'])).toEqual([messages.typeMismatch('text', 'a list')]);
  });

  it('counts the length after trimming', () => {
    expect(field.parse('  abcde  ')).toBe('abcde');
    expect(messagesFor(field, 'abcdef')).toEqual([messages.maxLength(5)]);
  });

  it('has no maximum unless given one', () => {
    expect(requiredText().parse('x'.repeat(5000))).toHaveLength(5000);
  });
});

describe('optionalText', () => {
  const field = optionalText(3);

  it('parses absent, null, empty and blank to null', () => {
    for (const value of [undefined, null, '', '  ']) expect(field.parse(value)).toBeNull();
  });

  it('keeps trimmed text and enforces the maximum', () => {
    expect(field.parse(' ab ')).toBe('ab');
    expect(messagesFor(field, 'abcd')).toEqual([messages.maxLength(3)]);
  });

  it('names the types when given something other than text', () => {
    expect(messagesFor(field, 7)).toEqual([messages.typeMismatch('text', 'a number')]);
  });
});

describe('slugField', () => {
  const field = slugField();

  it('accepts a slug', () => {
    expect(field.parse('themepark')).toBe('themepark');
  });

  it('is required', () => {
    expect(messagesFor(field, '')).toEqual([messages.required]);
    expect(messagesFor(field, undefined)).toEqual([messages.required]);
  });

  it('gives each rule its own message, lowercase before no-spaces', () => {
    expect(messagesFor(field, 'Zoo')).toEqual([messages.lowercase]);
    expect(messagesFor(field, 'theme park')).toEqual([messages.noSpaces]);
    expect(messagesFor(field, 'Theme Park')).toEqual([messages.lowercase, messages.noSpaces]);
  });

  it('allows only a-z and 0-9 once the SPEC rules pass', () => {
    expect(messagesFor(field, 'theme-park')).toEqual([messages.slugCharacters]);
    expect(messagesFor(field, 'café')).toEqual([messages.slugCharacters]);
  });

  it('trims surrounding spaces rather than reporting them', () => {
    expect(field.parse(' zoo ')).toBe('zoo');
  });
});

describe('urlField', () => {
  const field = urlField();

  it('tolerates a missing scheme and adds http://', () => {
    expect(field.parse('example.com')).toBe('http://example.com');
    expect(field.parse('https://example.com/a')).toBe('https://example.com/a');
  });

  it('is required', () => {
    expect(messagesFor(field, '')).toEqual([messages.required]);
  });

  it('rejects what is not a web address', () => {
    expect(messagesFor(field, 'not a url')).toEqual([messages.url]);
    expect(messagesFor(field, 'javascript:alert(1)')).toEqual([messages.url]);
  });
});

describe('optionalUrlField', () => {
  it('parses empty to null and adds a missing scheme', () => {
    const field = optionalUrlField();
    expect(field.parse('')).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse('www.example.com')).toBe('http://www.example.com');
    expect(messagesFor(field, 'nope')).toEqual([messages.url]);
  });
});

describe('email fields', () => {
  it('accepts an address and rejects anything else with SPEC’s message', () => {
    expect(emailField().parse(' hello@example.com ')).toBe('hello@example.com');
    expect(messagesFor(emailField(), 'hello@')).toEqual([messages.email]);
    expect(messagesFor(emailField(), '')).toEqual([messages.required]);
  });

  it('lets the optional one be left empty', () => {
    expect(optionalEmailField().parse('')).toBeNull();
    expect(messagesFor(optionalEmailField(), 'hello')).toEqual([messages.email]);
  });
});

describe('UK phone fields', () => {
  it('accepts 0 and +44 numbers as typed', () => {
    expect(ukPhoneField().parse('020 7946 0000')).toBe('020 7946 0000');
    expect(ukPhoneField().parse('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });

  it('rejects other numbers with SPEC’s message', () => {
    expect(messagesFor(ukPhoneField(), '+33 1 23 45 67 89')).toEqual([messages.phone]);
    expect(messagesFor(optionalUkPhoneField(), '12345')).toEqual([messages.phone]);
    expect(optionalUkPhoneField().parse(null)).toBeNull();
  });
});

describe('hexColourField', () => {
  const field = hexColourField();

  it('accepts #RRGGBB and #RGB in either case', () => {
    for (const colour of ['#FFFFFF', '#1a2b3c', '#fff']) expect(field.parse(colour)).toBe(colour);
  });

  it('reports the 7-character limit first', () => {
    expect(messagesFor(field, '#FFFFFFF')).toEqual([messages.maxLength(7), messages.hexColour]);
  });

  it('rejects names and malformed codes', () => {
    expect(messagesFor(field, 'blue')).toEqual([messages.hexColour]);
    expect(messagesFor(field, '#GGGGGG')).toEqual([messages.hexColour]);
    expect(messagesFor(field, 'FFFFFF')).toEqual([messages.hexColour]);
    expect(messagesFor(field, '')).toEqual([messages.required]);
  });
});

describe('socialHandleField', () => {
  const field = socialHandleField();

  it('accepts a handle and treats empty as none', () => {
    expect(field.parse('chester_zoo')).toBe('chester_zoo');
    expect(field.parse('')).toBeNull();
  });

  it('rejects spaces with SPEC’s message', () => {
    expect(messagesFor(field, 'chester zoo')).toEqual([messages.noSpaces]);
  });

  it('rejects the @ prefix and links', () => {
    expect(messagesFor(field, '@chesterzoo')).toEqual([messages.socialHandle]);
    expect(messagesFor(field, 'twitter.com/chesterzoo')).toEqual([messages.socialHandle]);
  });
});

describe('coordinate fields', () => {
  it('accepts the ends of each range', () => {
    for (const value of [-90, 0, 90]) expect(latitudeField().parse(value)).toBe(value);
    for (const value of [-180, 180]) expect(longitudeField().parse(value)).toBe(value);
  });

  it('rejects values outside the range', () => {
    expect(messagesFor(latitudeField(), 90.01)).toEqual([messages.between(-90, 90)]);
    expect(messagesFor(latitudeField(), -90.01)).toEqual([messages.between(-90, 90)]);
    expect(messagesFor(longitudeField(), 180.5)).toEqual([messages.between(-180, 180)]);
  });

  it('treats an empty number input as missing and text as a mismatch', () => {
    expect(messagesFor(latitudeField(), Number.NaN)).toEqual([messages.required]);
    expect(messagesFor(latitudeField(), undefined)).toEqual([messages.required]);
    expect(messagesFor(latitudeField(), '51.5')).toEqual([
      messages.typeMismatch('a number', 'text'),
    ]);
  });
});

describe('priceBandField', () => {
  it('accepts whole numbers 0 to 5', () => {
    for (const band of [0, 1, 2, 3, 4, 5]) expect(priceBandField().parse(band)).toBe(band);
  });

  it('rejects fractions and values outside 0 to 5', () => {
    expect(messagesFor(priceBandField(), 2.5)).toEqual([messages.wholeNumber]);
    expect(messagesFor(priceBandField(), 6)).toEqual([messages.between(0, 5)]);
    expect(messagesFor(priceBandField(), -1)).toEqual([messages.between(0, 5)]);
  });
});

describe('ratingField', () => {
  it('accepts 0 to 5 in half steps', () => {
    for (const rating of [0, 0.5, 3, 4.5, 5]) expect(ratingField().parse(rating)).toBe(rating);
  });

  it('rejects other steps and values outside 0 to 5', () => {
    expect(messagesFor(ratingField(), 4.2)).toEqual([messages.multipleOf(0.5)]);
    expect(messagesFor(ratingField(), 5.5)).toEqual([messages.between(0, 5)]);
  });
});

describe('entryPriceField', () => {
  it('accepts pounds with up to 2 decimals', () => {
    for (const pounds of [0, 4.99, 12.5, 32, 0.07]) {
      expect(entryPriceField().parse(pounds)).toBe(pounds);
    }
  });

  it('rejects negative prices and fractions of a penny', () => {
    expect(messagesFor(entryPriceField(), -0.01)).toEqual([messages.atLeast(0)]);
    expect(messagesFor(entryPriceField(), 4.999)).toEqual([messages.decimalPlaces(2)]);
  });
});

describe('wholeNumberField', () => {
  it('accepts whole numbers from its minimum', () => {
    expect(wholeNumberField(0).parse(1000)).toBe(1000);
    expect(messagesFor(wholeNumberField(0), -1)).toEqual([messages.atLeast(0)]);
    expect(messagesFor(wholeNumberField(0), 1.5)).toEqual([messages.wholeNumber]);
  });
});

describe('emptyWhenAbsent', () => {
  it('lets each field of a missing object report itself', () => {
    const schema = z.object({ inner: emptyWhenAbsent(z.object({ a: requiredText() })) });
    const result = schema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['inner.a', messages.required],
    ]);
  });
});
