import { describe, expect, it } from 'vitest';
import { actionBarState, isNumericId, resolvePageAccess } from './attraction-page-access';

describe('resolvePageAccess', () => {
  it('reads the five modes from the path', () => {
    expect(resolvePageAccess('/attraction/12', false)?.mode).toBe('view');
    expect(resolvePageAccess('/attraction/create', true)?.isCreate).toBe(true);
    expect(resolvePageAccess('/attraction/submit', false)?.isSubmit).toBe(true);
    expect(resolvePageAccess('/attraction/edit/12', true)).toMatchObject({
      isEdit: true,
      id: '12',
    });
    expect(resolvePageAccess('/attraction/editsubmission/12', true)?.isEditSubmission).toBe(true);
    expect(resolvePageAccess('/retrieveAttraction/ABCDE23456', false)).toMatchObject({
      mode: 'editSubmission',
      id: 'ABCDE23456',
    });
    expect(resolvePageAccess('/retrieveAttraction/', false)).toBeNull();
  });

  it('derives isAdmin from the token, isManaging from the mode, and the not-logged-in warning', () => {
    expect(resolvePageAccess('/attraction/12', true)).toMatchObject({
      isAdmin: true,
      isManaging: false,
    });
    expect(resolvePageAccess('/attraction/edit/12', false)).toMatchObject({
      isAdmin: false,
      isManaging: true,
      showNotLoggedIn: true,
    });
    expect(resolvePageAccess('/attraction/edit/12', true)?.showNotLoggedIn).toBe(false);
    expect(resolvePageAccess('/attraction/submit', false)?.showNotLoggedIn).toBe(false);
  });

  it('tells ids from reference numbers', () => {
    expect(isNumericId('42')).toBe(true);
    expect(isNumericId('ABCDE23456')).toBe(false);
  });
});

describe('actionBarState', () => {
  const live = { isLive: true, isApproved: true, isAwaitingAdminReview: false, isRejected: false };
  const edit = {
    isAdmin: true,
    isCreate: false,
    isSubmit: false,
    isEdit: true,
    isEditSubmission: false,
  };
  const review = { ...edit, isEdit: false, isEditSubmission: true };

  it('offers nothing to visitors or in create and submit modes', () => {
    expect(actionBarState({ ...edit, isAdmin: false }, live).loadGooglePlace).toBe(false);
    expect(actionBarState({ ...edit, isEdit: false, isCreate: true }, live).deactivate).toBe(false);
  });

  it('labels Activate by previous approval', () => {
    expect(actionBarState(edit, live).deactivate).toBe(true);
    expect(actionBarState(edit, { ...live, isLive: false }).activate).toBe('Reactivate');
    expect(actionBarState(edit, { ...live, isLive: false, isApproved: false }).activate).toBe(
      'Activate',
    );
  });

  it('offers Approve and Reject while awaiting review, Undo Reject once rejected', () => {
    const awaiting = {
      isLive: false,
      isApproved: false,
      isAwaitingAdminReview: true,
      isRejected: false,
    };
    expect(actionBarState(review, awaiting)).toMatchObject({
      approve: true,
      reject: true,
      undoReject: false,
    });
    const rejected = { ...awaiting, isAwaitingAdminReview: false, isRejected: true };
    expect(actionBarState(review, rejected)).toMatchObject({ approve: false, undoReject: true });
  });
});
