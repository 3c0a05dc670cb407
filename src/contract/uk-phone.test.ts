import { describe, expect, it } from 'vitest';
import { isUkPhone, normaliseUkPhone, ukPhoneHref } from './uk-phone.js';

describe('UK phone numbers', () => {
  it.each([
    ['020 7946 0000', '02079460000'],
    ['01244 380280', '01244380280'],
    ['+44 20 7946 0000', '02079460000'],
    ['+441244380280', '01244380280'],
    ['016977 3456', '0169773456'],
    ['07700 900123', '07700900123'],
  ])('accepts %s as %s', (typed, national) => {
    expect(normaliseUkPhone(typed)).toBe(national);
    expect(isUkPhone(typed)).toBe(true);
  });

  it.each([
    ['not starting with 0 or +44', '20 7946 0000'],
    ['another country', '+33 1 23 45 67 89'],
    ['too short', '020 7946 00'],
    ['too long', '020 7946 00000'],
    ['letters', '020 7946 ABCD'],
    ['dashes', '020-7946-0000'],
    ['a national 0 after +44', '+44 020 7946 0000'],
    ['empty', ''],
  ])('rejects %s', (_, typed) => {
    expect(normaliseUkPhone(typed)).toBeNull();
  });

  it('builds an international tel: link', () => {
    expect(ukPhoneHref('020 7946 0000')).toBe('tel:+442079460000');
    expect(ukPhoneHref('nope')).toBeNull();
  });
});
