import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { AuthenticateResponse } from '../../../contract/auth';
import { isTokenUsable } from '../../../contract/auth-token';
import { useBrowserServices } from '../browser-services';
import { usePreferences } from '../preferences';
import { clearAdminToken, storeAdminToken } from './admin-cookies';
import type { AdminClient } from '../../api/admin-client';

/** 'checking' until the stored token has been judged against the clock (after the first render). */
export type AdminSessionStatus = 'checking' | 'signedIn' | 'signedOut';

/** Why the admin was sent back to the sign-in form, for the notice above it. */
export type SignedOutReason = 'expired' | 'unauthorised' | null;

interface AdminSessionApi {
  status: AdminSessionStatus;
  /** The usable token, or null. */
  token: string | null;
  signedOutReason: SignedOutReason;
  /** SPEC §4: stores the token and its expiry in cookies, then reloads. */
  signIn: (auth: AuthenticateResponse) => void;
  /** SPEC §2 Log Out: revokes and clears the token, then reloads. */
  signOut: () => Promise<void>;
  /** A 401 from the server: clear the token and go to /admin (SPEC §4, docs/decisions/061). */
  expire: (reason: Exclude<SignedOutReason, null>) => void;
}

const AdminSessionContext = createContext<AdminSessionApi | null>(null);

export function useAdminSession(): AdminSessionApi {
  const api = useContext(AdminSessionContext);
  if (!api) throw new Error('useAdminSession needs an AdminSessionProvider');
  return api;
}

/** The client for admin calls, or null while there is no usable token. */
export function useAdminClient(): AdminClient | null {
  const { token, expire } = useAdminSession();
  return useMemo(
    () => (token ? { token, onUnauthorised: () => expire('unauthorised') } : null),
    [token, expire],
  );
}

// setTimeout holds at most 2^31-1 ms (~24.8 days); a later expiry is judged on the next visit.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The admin's session for every admin page. The token comes from the shell's preferences (read
 * from cookies by main.tsx, never during render), and is judged in an effect so a server render
 * and the first browser render agree. An expired token, or one without an expiry, is cleared.
 */
export function AdminSessionProvider({
  signInPath,
  children,
}: {
  /** Where a 401 or an expiry sends the admin: the admin area's home, which signs in. */
  signInPath: string;
  children: ReactNode;
}) {
  const { adminSession, signOut: preferencesSignOut } = usePreferences();
  const services = useBrowserServices();
  const navigate = useNavigate();
  const [judged, setJudged] = useState<{ status: AdminSessionStatus; token: string | null }>({
    status: 'checking',
    token: null,
  });
  const [signedOutReason, setSignedOutReason] = useState<SignedOutReason>(null);
  const expiring = useRef(false);
  // useNavigate changes with every page; the ref keeps expire (and the effect below) stable.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const expire = useCallback(
    (reason: Exclude<SignedOutReason, null>) => {
      if (expiring.current) return;
      expiring.current = true;
      clearAdminToken(services.cookies);
      setJudged({ status: 'signedOut', token: null });
      setSignedOutReason(reason);
      void navigateRef.current(signInPath, { replace: true });
    },
    [services, signInPath],
  );

  useEffect(() => {
    if (!adminSession) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- cookies are judged after render
      setJudged({ status: 'signedOut', token: null });
      return;
    }
    if (!isTokenUsable(adminSession.expires, new Date())) {
      clearAdminToken(services.cookies);
      setJudged({ status: 'signedOut', token: null });
      setSignedOutReason(adminSession.expires ? 'expired' : null);
      return;
    }
    setJudged({ status: 'signedIn', token: adminSession.token });
    // The token may run out while a page is open: sign out at that moment, not on the next 401.
    const remaining = Date.parse(adminSession.expires ?? '') - Date.now();
    if (remaining > MAX_TIMER_MS) return;
    const timer = setTimeout(() => expire('expired'), Math.max(0, remaining));
    return () => clearTimeout(timer);
  }, [adminSession, services, expire]);

  const signIn = useCallback(
    (auth: AuthenticateResponse) => {
      storeAdminToken(services.cookies, auth);
      services.reload();
    },
    [services],
  );

  const api = useMemo<AdminSessionApi>(
    () => ({
      status: judged.status,
      token: judged.token,
      signedOutReason,
      signIn,
      signOut: preferencesSignOut,
      expire,
    }),
    [judged, signedOutReason, signIn, preferencesSignOut, expire],
  );
  return <AdminSessionContext.Provider value={api}>{children}</AdminSessionContext.Provider>;
}
