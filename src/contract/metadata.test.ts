import { describe, expect, it } from 'vitest';
import { SiteMetadataSchema } from './metadata.js';

describe('SiteMetadataSchema', () => {
  it('reads the total count and refuses a negative one', () => {
    expect(SiteMetadataSchema.parse({ totalResults: 250 })).toEqual({ totalResults: 250 });
    expect(SiteMetadataSchema.safeParse({ totalResults: -1 }).success).toBe(false);
  });
});
