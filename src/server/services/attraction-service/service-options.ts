// What every route plugin of the attraction service is given by index.ts.
import type { AttractionJsonCache } from './attraction-json-cache.js';
import type { CountCache } from './count-cache.js';
import type { ListCache } from '../../http/list-cache.js';
import type { VocabularySource } from './vocabulary.js';

export interface AttractionServiceOptions {
  listCache: ListCache;
  counts: CountCache;
  vocabulary: VocabularySource;
  /** Each attraction's public answer JSON (the list's results). */
  attractionJson: AttractionJsonCache;
}
