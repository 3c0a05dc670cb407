import { describe, expect, it } from 'vitest';
import { isHeldPath } from './holding';

describe('isHeldPath', () => {
  it('holds every visitor page', () => {
    for (const path of ['/', '/attractions/', '/attraction/1', '/about/', '/administrator']) {
      expect(isHeldPath(path)).toBe(true);
    }
  });

  it('leaves the admin area open', () => {
    for (const path of ['/admin', '/admin/', '/admin/categories/all']) {
      expect(isHeldPath(path)).toBe(false);
    }
  });
});
