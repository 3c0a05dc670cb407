import { useEffect, useState } from 'react';
import { useAdminToken } from './use-admin-token';

/**
 * The usable admin token, and whether it is still being judged: a stored token is checked for
 * expiry after the first render (use-admin-token.ts), so pages wait one render instead of
 * flashing the visitor's view or the not-logged-in warning. SSR-safe: no browser globals.
 */
export function useAdminAccess(): { token: string | null; checking: boolean } {
  const token = useAdminToken();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- runs once, after the token check
    setSettled(true);
  }, []);
  return { token, checking: !settled };
}
