import { useEffect, useState } from 'react';
import { isTokenUsable } from '../../../contract/auth-token';
import { useBrowserServices } from '../browser-services';
import { usePreferences } from '../preferences';
import { clearAdminToken } from './admin-cookies';

/**
 * The admin token when it is usable, else null; an expired token, or one without an expiry, is
 * cleared (SPEC §4). Judged after render, against the visitor's clock.
 */
export function useAdminToken(): string | null {
  const { adminSession } = usePreferences();
  const services = useBrowserServices();
  const [usable, setUsable] = useState<string | null>(null);
  useEffect(() => {
    if (!adminSession) return;
    if (isTokenUsable(adminSession.expires, new Date())) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is outside React
      setUsable(adminSession.token);
    } else {
      clearAdminToken(services.cookies);
    }
  }, [adminSession, services]);
  return adminSession ? usable : null;
}
