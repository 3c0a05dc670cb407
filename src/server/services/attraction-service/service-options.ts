// What every route plugin of the attraction service is given by index.ts.
import type { CountCache } from './count-cache.js';
import type { ListCache } from '../../http/list-cache.js';
import type { VocabularySource } from './vocabulary.js';

export interface AttractionServiceOptions {
  listCache: ListCache;
  counts: CountCache;
  vocabulary: VocabularySource;
}
