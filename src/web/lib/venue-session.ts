// The verified venue's session (decision 161): kept in sessionStorage, so it lasts while the tab
// is open and goes with it: a shared computer at the front desk does not keep it. Never the admin
// token, never a cookie: the server reads it only from the `venue-session` header.
import type { VenueSession } from '../../contract/venue';

const KEY = 'daytrip.venueSession';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage switched off: the venue follows its link again when it needs to.
    return null;
  }
}

export function keepVenueSession(session: VenueSession): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Full or refused: the page still works for this visit from memory (the caller holds it).
  }
}

/** The stored session, or null when there is none, it is unreadable or it has expired. */
export function readVenueSession(now = new Date()): VenueSession | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Partial<VenueSession>;
    if (
      typeof session.sessionToken !== 'string' ||
      typeof session.expiresAt !== 'string' ||
      typeof session.attractionId !== 'number' ||
      Date.parse(session.expiresAt) <= now.getTime()
    ) {
      forgetVenueSession();
      return null;
    }
    return session as VenueSession;
  } catch {
    forgetVenueSession();
    return null;
  }
}

export function forgetVenueSession(): void {
  storage()?.removeItem(KEY);
}
