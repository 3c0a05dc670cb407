/**
 * What kind of place a listing is, for its drawing until it has a photo of its own (decision 133,
 * decision 133): 71 % of listings are museums, and one dinosaur skeleton for all of them said
 * nothing. The open-data import chooses the subject from the source's own fields (Mapping
 * Museums' `Subject_Matter`, Castlemap's category); it reaches the card on the wire as
 * `pictureSubject`. Plain values, free of zod (decision 047).
 */
export const PICTURE_SUBJECTS = [
  'art',
  'transport',
  'railways',
  'military',
  'maritime',
  'localhistory',
  'science',
  'naturalhistory',
  'houses',
  'industry',
  'archaeology',
  'musicfilm',
  'toys',
  'sport',
  'castleruin',
  'castlepalace',
  'castlekeep',
] as const;
export type PictureSubject = (typeof PICTURE_SUBJECTS)[number];

/** What each drawing shows, for its alt text: "Drawing of a museum of art". */
export const PICTURE_SUBJECT_WORDS: Readonly<Record<PictureSubject, string>> = {
  art: 'an art gallery',
  transport: 'a transport museum',
  railways: 'a railway',
  military: 'a military museum',
  maritime: 'a maritime museum or ship',
  localhistory: 'a local history museum',
  science: 'a science and technology museum',
  naturalhistory: 'a natural history museum',
  houses: 'a historic house',
  industry: 'an industrial museum or mill',
  archaeology: 'an archaeology museum',
  musicfilm: 'a music or film museum',
  toys: 'a toy or childhood museum',
  sport: 'a sports museum',
  castleruin: 'a ruined castle',
  castlepalace: 'a palace',
  castlekeep: 'a castle',
};

/**
 * Mapping Museums' subject (`Group-Detail`) → picture; the most specific key wins
 * ("War_and_conflict-Navy" before "War_and_conflict").
 */
const BY_SOURCE_SUBJECT: Readonly<Record<string, PictureSubject>> = {
  Arts: 'art',
  'Arts-Music': 'musicfilm',
  'Arts-Literature': 'localhistory',
  'Personality-Art': 'art',
  'Personality-Music': 'musicfilm',
  'Personality-Scientific': 'science',
  'Leisure_and_sport-Film_Cinema_and_TV': 'musicfilm',
  'Communications-Radio': 'musicfilm',
  'Leisure_and_sport-Toys_and_models': 'toys',
  'Leisure_and_sport-Fairgrounds_and_amusements': 'toys',
  'Leisure_and_sport-Cricket': 'sport',
  'Leisure_and_sport-Rugby_and_football': 'sport',
  'Leisure_and_sport-Other': 'sport',
  Transport: 'transport',
  'Transport-Trains_and_railways': 'railways',
  War_and_conflict: 'military',
  'War_and_conflict-Navy': 'maritime',
  'War_and_conflict-Castles_and_forts': 'castlekeep',
  Sea_and_seafaring: 'maritime',
  'Services-RNLI': 'maritime',
  Science_and_technology: 'science',
  Medicine_and_health: 'science',
  Utilities: 'industry',
  Natural_world: 'naturalhistory',
  'Buildings-Houses': 'houses',
  'Buildings-Palace': 'castlepalace',
  Industry_and_manufacture: 'industry',
  'Rural_Industry-Watermills': 'industry',
  'Rural_Industry-Windmills': 'industry',
  'Rural_Industry-Textiles': 'industry',
  'Rural_Industry-Forges': 'industry',
  Archaeology: 'archaeology',
};

/** The picture for a Mapping Museums subject; anything else is local and social history. */
export function pictureSubjectOfMuseum(subject: string): PictureSubject {
  const parts = subject.split('-');
  for (let length = parts.length; length > 0; length--) {
    const found = BY_SOURCE_SUBJECT[parts.slice(0, length).join('-')];
    if (found) return found;
  }
  return 'localhistory';
}

/** Castlemap's category: a ruin, a palace, or a castle or fortress standing. */
export function pictureSubjectOfCastle(category: string): PictureSubject {
  if (category === 'ruin') return 'castleruin';
  if (category === 'palace') return 'castlepalace';
  return 'castlekeep';
}
