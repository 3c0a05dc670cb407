// The setting nearly every place of a kind shares (decision 111): a place with no checked setting
// is shown "Usually indoor (museums), not checked", counted apart from checked facts and never
// put in JSON-LD. Plain values, free of zod (decision 047).
import type { Setting } from './family-facts.js';

export interface TypicalSetting {
  setting: Setting;
  /** The kind of place it is typical of, plural: 'museums'. */
  kind: string;
}

/** Main category → the setting nearly all of its places share, and what they are called. */
export const TYPICAL_SETTINGS: Readonly<Record<string, TypicalSetting>> = {
  museum: { setting: 'indoor', kind: 'museums' },
  aquarium: { setting: 'indoor', kind: 'aquariums' },
  theatres: { setting: 'indoor', kind: 'theatres' },
  arenas: { setting: 'indoor', kind: 'indoor arenas' },
  nationalparks: { setting: 'outdoor', kind: 'national parks' },
  woods: { setting: 'outdoor', kind: 'woods and forests' },
  nature: { setting: 'outdoor', kind: 'nature reserves, parks and gardens' },
  outdooractivity: { setting: 'outdoor', kind: 'outdoor activities' },
  zoo: { setting: 'mixed', kind: 'zoos and farms' },
};

/**
 * Places of a typically indoor kind that are not indoors: open-air and living museums, museum
 * ships, and railways (a line you ride, whatever its category says).
 */
const OPEN_AIR_NAME =
  /\b(open[- ]air|living museum|folk park|museum of rural life|heritage railway|steam railway|light railway|tramway)\b/i;
const SHIP_NAME = /^(hms|ss|rrs|hmy|ps|ms|hqs|lv)\s|\b(ship|lightship|submarine|paddle steamer)\b/i;
const OUTDOOR_SUBJECTS =
  /^(Buildings-Open_air|Sea_and_seafaring-Boats_and_ships|Transport-Trains_and_railways)/;

export interface TypicalSettingInput {
  mainCategory: string | null;
  categories: readonly string[];
  name: string;
  /** The open data's subject (Mapping Museums `Subject_Matter`), when the place came from it. */
  subject?: string | null | undefined;
}

export function typicalSettingFor(place: TypicalSettingInput): TypicalSetting | null {
  if (place.mainCategory === null) return null;
  const typical = TYPICAL_SETTINGS[place.mainCategory];
  if (!typical) return null;
  if (typical.setting === 'indoor') {
    if (place.categories.includes('railways')) return null;
    if (OPEN_AIR_NAME.test(place.name) || SHIP_NAME.test(place.name)) return null;
    if (place.subject && OUTDOOR_SUBJECTS.test(place.subject)) return null;
  }
  return typical;
}

/** "Usually indoor (museums), not checked". */
export function typicalSettingWords(typical: TypicalSetting): string {
  const words: Record<Setting, string> = {
    indoor: 'indoor',
    outdoor: 'outdoor',
    mixed: 'indoor and outdoor',
  };
  return `Usually ${words[typical.setting]} (${typical.kind}), not checked`;
}
