import { describe, expect, it } from 'vitest';
import { attractionPageModeFromPath, attractionPagePermissions } from './attraction-page-mode';

describe('attractionPageModeFromPath', () => {
  it.each([
    ['/attraction/147', { mode: 'view', id: '147' }],
    ['/attraction/147/', { mode: 'view', id: '147' }],
    ['/attraction/create', { mode: 'create', id: null }],
    ['/attraction/submit', { mode: 'submit', id: null }],
    ['/attraction/edit/12', { mode: 'edit', id: '12' }],
    ['/attraction/editsubmission/ABCDE12345', { mode: 'editSubmission', id: 'ABCDE12345' }],
  ])('reads %s', (path, expected) => {
    expect(attractionPageModeFromPath(path)).toEqual(expected);
  });

  it('is null for other paths', () => {
    expect(attractionPageModeFromPath('/attractions/')).toBeNull();
    expect(attractionPageModeFromPath('/')).toBeNull();
  });
});

describe('attractionPagePermissions', () => {
  it('lets nobody manage in view mode, admin or not', () => {
    expect(attractionPagePermissions('view', true)).toMatchObject({
      isView: true,
      isAdmin: true,
      isManaging: false,
    });
  });

  it('manages in every other mode', () => {
    for (const mode of ['create', 'edit', 'submit', 'editSubmission'] as const) {
      expect(attractionPagePermissions(mode, false).isManaging).toBe(true);
    }
  });
});
