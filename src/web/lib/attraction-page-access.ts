import { ATTRACTION_ID_PATTERN } from '../../contract/attraction-id';
import {
  attractionPageModeFromPath,
  attractionPagePermissions,
  type AttractionPageMode,
  type AttractionPagePermissions,
} from './attraction-page-mode';

/**
 * SPEC §2/§6: the attraction page's mode comes from the path, its permissions from the mode and
 * the login cookie. The path rules and permission flags are the view page's (page-mode.ts, issue
 * 6); this adds the retrieve path (an edit-submission by reference) and the admin token, so one
 * call answers "what may this visitor do here?".
 */
export interface PageAccess extends AttractionPagePermissions {
  mode: AttractionPageMode;
  /** The id in the path: an attraction id, or a submission's id or reference number. */
  id: string | null;
  /** Edit mode without an admin token: the page shows the not-logged-in warning (SPEC §6). */
  showNotLoggedIn: boolean;
}

export function resolvePageAccess(pathname: string, hasAdminToken: boolean): PageAccess | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  const resolved =
    segments[0]?.toLowerCase() === 'retrieveattraction' && segments.length === 2
      ? { mode: 'editSubmission' as const, id: segments[1]! }
      : attractionPageModeFromPath(pathname);
  if (!resolved) return null;
  const permissions = attractionPagePermissions(resolved.mode, hasAdminToken);
  return {
    ...permissions,
    mode: resolved.mode,
    id: resolved.id,
    showNotLoggedIn: permissions.isEdit && !hasAdminToken,
  };
}

/** A numeric id names the row (admins review by id); anything else is a reference number. */
export function isNumericId(id: string): boolean {
  return ATTRACTION_ID_PATTERN.test(id);
}

/** SPEC §4/§6: which admin action bar buttons a saved attraction offers in a given mode. */
export interface ActionBarState {
  deactivate: boolean;
  activate: 'Activate' | 'Reactivate' | null;
  approve: boolean;
  reject: boolean;
  undoReject: boolean;
  loadGooglePlace: boolean;
}

export function actionBarState(
  access: Pick<PageAccess, 'isAdmin' | 'isCreate' | 'isSubmit' | 'isEdit' | 'isEditSubmission'>,
  status: {
    isLive: boolean;
    isApproved: boolean;
    isAwaitingAdminReview: boolean;
    isRejected: boolean;
  },
): ActionBarState {
  const none: ActionBarState = {
    deactivate: false,
    activate: null,
    approve: false,
    reject: false,
    undoReject: false,
    loadGooglePlace: false,
  };
  if (!access.isAdmin || access.isCreate || access.isSubmit) return none;
  const awaiting = access.isEditSubmission && status.isAwaitingAdminReview;
  return {
    deactivate: access.isEdit && status.isLive && status.isApproved,
    activate:
      access.isEdit && !status.isLive && !status.isRejected
        ? status.isApproved
          ? 'Reactivate'
          : 'Activate'
        : null,
    approve: awaiting,
    reject: awaiting,
    undoReject: status.isRejected,
    loadGooglePlace: true,
  };
}
