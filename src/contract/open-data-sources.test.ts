import { describe, expect, it } from 'vitest';
import { OPEN_DATA_SOURCE_IDS, sourceFreshnessText } from './open-data-sources.js';

describe('a basic listing not yet checked', () => {
  it("names its source and the source's date or version", () => {
    expect(sourceFreshnessText('mappingmuseums')).toBe(
      'Details from Mapping Museums (September 2021), not yet checked by our moderators',
    );
    expect(sourceFreshnessText('castlemap')).toBe(
      'Details from Castlemap (version 1.2.0), not yet checked by our moderators',
    );
  });

  it('has an edition for every source', () => {
    for (const id of OPEN_DATA_SOURCE_IDS) expect(sourceFreshnessText(id)).not.toMatch(/\(\)/);
  });
});
