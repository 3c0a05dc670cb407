// Names as the places write them (decision 130): Mapping Museums capitalises every word ("Golden Hinde
// Ii", "Museum Of London"), so the import puts the small words, Roman numerals, initialisms and
// Mc names right. The source's own form is kept beside the place as provenance (import.ts).
// Only words whose right form is certain are touched; every other word stays as the source has it.

/** Joining words that stay lower case inside a name (English, Welsh and Gaelic). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'upon',
  'with',
  // Welsh articles and "of the" ("Plas Glyn y Weddw", "Amgueddfa'r Ysgwrn" stays as written).
  'y',
  'yr',
  // Gaelic "of the" ("Taigh na Teud").
  'na',
  'nan',
]);

/** Words the source lowers that are written in capitals. */
const CAPITALS = new Set([
  'raf',
  'rn',
  'rnli',
  'hms',
  'hmy',
  'ss',
  'uk',
  'usaf',
  'bbc',
  'nhs',
  'rhs',
  'yha',
  'gwr',
  'lms',
  'lner',
  'nt',
  'v&a',
]);

const ROMAN_NUMERAL = /^(?:ii|iii|iv|vi|vii|viii|ix|xi|xii)$/;

/** Whether a word begins a phrase: the name's start, or after a colon, dash, bracket or "!". */
const STARTS_PHRASE = /(?:^|[:–—(!?]\s*|\s-\s*)$/;

function fixWord(word: string, before: string): string {
  const lower = word.toLowerCase();
  if (ROMAN_NUMERAL.test(lower)) return lower.toUpperCase();
  if (CAPITALS.has(lower)) return lower.toUpperCase();
  // "Mcgill" → "McGill"; "Mac" is left alone ("Macclesfield", "Machynlleth").
  if (/^mc[a-z]{2,}$/.test(lower)) return `Mc${lower[2]!.toUpperCase()}${lower.slice(3)}`;
  if (SMALL_WORDS.has(lower) && !STARTS_PHRASE.test(before)) return lower;
  return word;
}

/**
 * The name with its joining words, numerals and initialisms as written in English: "Golden
 * Hinde Ii" → "Golden Hinde II", "Museum Of The Broads" → "Museum of the Broads".
 */
export function properName(sourceName: string): string {
  const name = sourceName.trim().replace(/\s+/g, ' ');
  return name.replace(/[A-Za-z][A-Za-z&]*/g, (word, offset: number) =>
    fixWord(word, name.slice(0, offset)),
  );
}
