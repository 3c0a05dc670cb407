/**
 * The five modes of the attraction page (SPEC §2, §6) and the permissions derived from the mode
 * and the login cookie. Only view mode is built so far; the edit modes (decision 080) wrap
 * the same read-only panels with their editors.
 */
export type AttractionPageMode = 'view' | 'create' | 'edit' | 'submit' | 'editSubmission';

export interface AttractionPagePermissions {
  isView: boolean;
  isCreate: boolean;
  isEdit: boolean;
  isSubmit: boolean;
  isEditSubmission: boolean;
  isAdmin: boolean;
  /** Every mode but view: the page shows Set/Edit buttons on each section. */
  isManaging: boolean;
}

export function attractionPagePermissions(
  mode: AttractionPageMode,
  isAdmin: boolean,
): AttractionPagePermissions {
  return {
    isView: mode === 'view',
    isCreate: mode === 'create',
    isEdit: mode === 'edit',
    isSubmit: mode === 'submit',
    isEditSubmission: mode === 'editSubmission',
    isAdmin,
    isManaging: mode !== 'view',
  };
}

/**
 * SPEC §2: the path ends in create or submit, has edit or editsubmission as its second-last
 * segment, or has attraction followed by an id for viewing. Null for any other path.
 */
export function attractionPageModeFromPath(
  pathname: string,
): { mode: AttractionPageMode; id: string | null } | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  const last = segments.at(-1);
  const secondLast = segments.at(-2);
  if (last === 'create') return { mode: 'create', id: null };
  if (last === 'submit') return { mode: 'submit', id: null };
  if (secondLast === 'edit' && last) return { mode: 'edit', id: last };
  if (secondLast === 'editsubmission' && last) return { mode: 'editSubmission', id: last };
  if (secondLast === 'attraction' && last) return { mode: 'view', id: last };
  return null;
}
