import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearAdminToken, type AdminSession } from './admin-session/admin-cookies';
import {
  isStorable,
  PREFERENCE_COOKIES,
  preferenceCookieValues,
  type PreferenceKey,
  type Preferences,
} from '../../contract/preferences';
import { useBrowserServices } from './browser-services';

interface PreferencesApi {
  preferences: Preferences;
  /** Changes preferences for this visit, and stores those the visitor's consent allows. */
  savePreferences: (changes: Partial<Preferences>) => void;
  acknowledgeCookiePolicy: () => void;
  /** Consent from the cookie notice: stores consent and what was chosen so far, no reload. */
  acceptPersonalisation: () => void;
  /** On: stores consent and what was chosen so far. Off: removes every stored preference. */
  setPersonalisation: (accepted: boolean) => void;
  /** The stored admin token, not yet judged (see providers/admin-session/use-admin-token). */
  adminSession: AdminSession | null;
  signOut: () => Promise<void>;
}

const PreferencesContext = createContext<PreferencesApi | null>(null);

export function usePreferences(): PreferencesApi {
  const api = useContext(PreferencesContext);
  if (!api) throw new Error('usePreferences needs a PreferencesProvider');
  return api;
}

/**
 * Holds SPEC §3's stored preferences for the whole app. The starting values come in as props
 * (main.tsx reads them from document.cookie; a server would read the request's cookies), so no
 * component reads cookies itself. Without the visitor's consent, choices last for the visit only
 * (docs/decisions/041).
 */
export function PreferencesProvider({
  initialPreferences,
  initialAdminSession,
  children,
}: {
  initialPreferences: Preferences;
  initialAdminSession: AdminSession | null;
  children: ReactNode;
}) {
  const services = useBrowserServices();
  const [preferences, setPreferences] = useState(initialPreferences);
  const [adminSession, setAdminSession] = useState(initialAdminSession);

  const store = useCallback(
    (changes: Partial<Preferences>, personalisationAccepted: boolean) => {
      for (const [name, value] of preferenceCookieValues(changes)) {
        const key = (Object.keys(PREFERENCE_COOKIES) as PreferenceKey[]).find(
          (k) => PREFERENCE_COOKIES[k] === name,
        );
        if (!key || !isStorable(key, personalisationAccepted)) continue;
        if (value === null) services.cookies.remove(name);
        else services.cookies.write(name, value);
      }
    },
    [services],
  );

  const savePreferences = useCallback(
    (changes: Partial<Preferences>) => {
      setPreferences((previous) => ({ ...previous, ...changes }));
      store(changes, changes.personalisationAccepted ?? preferences.personalisationAccepted);
    },
    [store, preferences.personalisationAccepted],
  );

  const acknowledgeCookiePolicy = useCallback(
    () => savePreferences({ cookiePolicyAcknowledged: true }),
    [savePreferences],
  );

  const acceptPersonalisation = useCallback(() => {
    // Consent also acknowledges the notice, and keeps what the visitor chose this visit.
    const accepted = {
      ...preferences,
      personalisationAccepted: true,
      cookiePolicyAcknowledged: true,
    };
    setPreferences(accepted);
    store(accepted, true);
  }, [preferences, store]);

  const setPersonalisation = useCallback(
    (accepted: boolean) => {
      if (accepted) {
        store(
          { ...preferences, personalisationAccepted: true, cookiePolicyAcknowledged: true },
          true,
        );
      } else {
        for (const name of Object.values(PREFERENCE_COOKIES)) services.cookies.remove(name);
        // The refusal itself is remembered, so the notice does not ask again.
        store({ personalisationAccepted: false, cookiePolicyAcknowledged: true }, false);
      }
      // SPEC §4: changing personalisation reloads the page.
      services.reload();
    },
    [preferences, services, store],
  );

  // SPEC §2: Log Out clears the token and reloads; the server is asked to revoke it first.
  const signOut = useCallback(async () => {
    if (adminSession) {
      const { revokeAdminToken } = await import('../api/admin-token');
      await revokeAdminToken(adminSession.token);
    }
    clearAdminToken(services.cookies);
    setAdminSession(null);
    services.reload();
  }, [adminSession, services]);

  const api = useMemo(
    () => ({
      preferences,
      savePreferences,
      acknowledgeCookiePolicy,
      acceptPersonalisation,
      setPersonalisation,
      adminSession,
      signOut,
    }),
    [
      preferences,
      savePreferences,
      acknowledgeCookiePolicy,
      acceptPersonalisation,
      setPersonalisation,
      adminSession,
      signOut,
    ],
  );
  return <PreferencesContext.Provider value={api}>{children}</PreferencesContext.Provider>;
}
