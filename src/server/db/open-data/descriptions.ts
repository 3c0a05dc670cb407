// A short factual description in our own words, built only from the source's facts (decision
// 006): what kind of place, where, its subject, size, opening year, accreditation and who runs
// it. A fact the source does not give is left out, never guessed. The wording varies with the
// facts and, between equivalent phrasings, with the record id, so neighbours do not read alike.
import type { CastleFacts, MuseumFacts, SourceRecord } from './source-records.js';
import { callsItselfAMuseum } from './categories.js';
import { placeTown } from './towns.js';

export interface DescriptionContext {
  /** The region's display name, e.g. "North Wales"-style names from regions.json. */
  regionDisplayName: string;
  /** The nearest town the import knows of, with its distance in miles (castles have no address). */
  nearestTown?: { name: string; miles: number } | null;
  /** The source's town is more than 10 miles from the point: say the nearest town instead. */
  postTownFar?: boolean;
}

/** "at Tisbury, Southern England" or "about 5 miles from Shaftesbury, Southern England". */
function nearTownPhrase(context: DescriptionContext): string {
  const town = context.nearestTown;
  if (!town) return `in ${context.regionDisplayName}`;
  return town.miles < 2
    ? `at ${town.name}, ${context.regionDisplayName}`
    : `about ${Math.round(town.miles)} miles from ${town.name}, ${context.regionDisplayName}`;
}

/** Stable small number from the record id, to pick between equivalent phrasings. */
function variant(record: SourceRecord, choices: number): number {
  let hash = 0;
  for (const char of record.recordId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % choices;
}

const SUBJECT_PHRASES: Record<string, string> = {
  Local_Histories: 'the history of its local area',
  Arts: 'art',
  Archaeology: 'archaeology',
  Belief_and_identity: 'belief and identity',
  Communications: 'communications',
  Food_and_drink: 'food and drink',
  Industry_and_manufacture: 'industry and manufacturing',
  Leisure_and_sport: 'leisure and sport',
  Medicine_and_health: 'medicine and health',
  Natural_world: 'the natural world',
  Personality: 'the life of a notable person',
  Rural_Industry: 'rural life and work',
  Science_and_technology: 'science and technology',
  Sea_and_seafaring: 'the sea and seafaring',
  Services: 'public services',
  Transport: 'transport',
  Utilities: 'utilities such as water, gas and power',
  War_and_conflict: 'military history',
};

const DETAIL_PHRASES: Record<string, string> = {
  Trains_and_railways: 'trains and railways',
  Cars_and_motorbikes: 'cars and motorbikes',
  Aviation: 'aviation',
  Buses_and_trams: 'buses and trams',
  Canals: 'canals',
  Boats_and_ships: 'boats and ships',
  Fishing: 'fishing',
  Lighthouses: 'lighthouses',
  Regiment: 'a regiment and its history',
  Airforce: 'the air force',
  Navy: 'the navy',
  Bunker: 'a wartime bunker',
  Castles_and_forts: 'castles and fortifications',
  Toys_and_models: 'toys and models',
  Rugby_and_football: 'football and rugby',
  Cricket: 'cricket',
  Film_Cinema_and_TV: 'film, cinema and television',
  Fairgrounds_and_amusements: 'fairgrounds and amusements',
  Geology: 'geology',
  Dinosaurs: 'dinosaurs',
  Fossils: 'fossils',
  Zoology: 'animals',
  Herbaria_and_gardening: 'plants and gardening',
  Penal: 'crime and punishment',
  Fine_and_decorative_arts: 'fine and decorative art',
  Costume_and_textiles: 'costume and textiles',
  Music: 'music',
  Ceramics: 'ceramics',
};

function museumKind(facts: MuseumFacts, name: string): string {
  const [group = '', detail = '', houseSize = ''] = facts.subject.split('-');
  if (group === 'Buildings' && detail === 'Houses') {
    // The subject's house size is the one field that measures the place itself.
    if (houseSize === 'Large_houses') return 'large historic house';
    return houseSize === 'Small_houses' ? 'small historic house' : 'historic house';
  }
  if (group === 'Buildings' && detail === 'Palace') return 'historic palace';
  if (group === 'War_and_conflict' && detail === 'Castles_and_forts') return 'castle or fort';
  if (group === 'Transport' && detail === 'Trains_and_railways') {
    // A railway first (decision 132: Peak Rail, Tyseley Locomotive Works) is not "a museum".
    return callsItselfAMuseum(name) ? 'railway museum' : 'railway heritage site';
  }
  if (group === 'Local_Histories') return 'local history museum';
  if (group === 'Arts') return 'art museum';
  return 'museum';
}

function subjectPhrase(facts: MuseumFacts): string | null {
  const [group = '', detail = ''] = facts.subject.split('-');
  if (group === 'Buildings' || group === 'Local_Histories' || group === 'Other') return null;
  if (group === 'Transport' && detail === 'Trains_and_railways') return null;
  if (group === 'War_and_conflict' && detail === 'Castles_and_forts') return null;
  return DETAIL_PHRASES[detail] ?? SUBJECT_PHRASES[group] ?? null;
}

// The source's `Size` band counts visitors a year, not rooms (decision 130: Woburn Abbey was "a small
// historic house"), so it never becomes a size word; only the busiest band is said, as visitors.
const BUSIEST_SENTENCE = "It is one of the UK's most visited museums.";

function runBy(governance: string | null): string | null {
  switch (governance) {
    case 'Independent-National_Trust':
      return 'the National Trust';
    case 'Independent-National_Trust_for_Scotland':
      return 'the National Trust for Scotland';
    case 'Independent-English_Heritage':
      return 'English Heritage';
    case 'Independent-Historic_Environment_Scotland':
      return 'Historic Environment Scotland';
    case 'Government-Cadw':
      return 'Cadw';
    case 'Government-Local_Authority':
      return 'the local council';
    case 'University':
      return 'a university';
    default:
      return null;
  }
}

function governanceSentence(facts: MuseumFacts, pronoun: string): string | null {
  const body = runBy(facts.governance);
  if (body) return `${pronoun} is run by ${body}.`;
  switch (facts.governance) {
    case 'Independent-Not_for_profit':
      return `${pronoun} is run independently, on a not-for-profit basis.`;
    case 'Independent-Private':
      return `${pronoun} is privately run.`;
    case 'Government-National':
      return `${pronoun} is a national museum.`;
    default:
      return null;
  }
}

function openedSentence(facts: MuseumFacts, pronoun: string): string | null {
  const opened = facts.opened;
  if (!opened) return null;
  if (opened.from === opened.to) return `${pronoun} first opened to the public in ${opened.from}.`;
  if (Math.floor(opened.from / 10) === Math.floor(opened.to / 10)) {
    return `${pronoun} first opened to the public in the ${Math.floor(opened.from / 10) * 10}s.`;
  }
  return null;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function museumDescription(
  record: SourceRecord,
  facts: MuseumFacts,
  context: DescriptionContext,
): string {
  const described = museumKind(facts, record.name);
  const town = placeTown(record.town);
  // "nr Marlborough" in the source: near the town, not in it.
  const where =
    town && !context.postTownFar
      ? `${town.near ? 'near' : 'in'} ${town.town}`
      : nearTownPhrase(context);
  const sentences = [`${record.name} is ${article(described)} ${described} ${where}.`];
  if (facts.size === 'huge') sentences.push(BUSIEST_SENTENCE);
  const subject = subjectPhrase(facts);
  if (facts.subject.startsWith('Mixed')) sentences.push('Its collections span many subjects.');
  else if (subject) {
    sentences.push(
      variant(record, 2) === 0
        ? `Its collections are about ${subject}.`
        : `It is devoted to ${subject}.`,
    );
  }
  const pronoun = variant(record, 3) === 0 ? 'The museum' : 'It';
  const opened = openedSentence(facts, sentences.length > 1 ? pronoun : 'It');
  if (opened) sentences.push(opened);
  const governance = governanceSentence(facts, 'It');
  if (governance) sentences.push(governance);
  if (facts.accredited) {
    sentences.push('It holds Museum Accreditation, the UK-wide standard for museums.');
  }
  return sentences.join(' ');
}

const CASTLE_KINDS: Record<CastleFacts['category'], string> = {
  castle: 'castle',
  fortress: 'fortress',
  palace: 'historic palace',
  ruin: 'historic ruin',
};

function castleDescription(
  record: SourceRecord,
  facts: CastleFacts,
  context: DescriptionContext,
): string {
  const kind = CASTLE_KINDS[facts.category];
  const where = nearTownPhrase(context);
  const sentences = [`${record.name} is ${article(kind)} ${kind} ${where}.`];
  if (facts.century) {
    sentences.push(
      variant(record, 2) === 0
        ? `Its story goes back to the ${facts.century}.`
        : `It dates from the ${facts.century}.`,
    );
  }
  return sentences.join(' ');
}

export function describe(record: SourceRecord, context: DescriptionContext): string {
  return record.facts.kind === 'museum'
    ? museumDescription(record, record.facts, context)
    : castleDescription(record, record.facts, context);
}
