import { Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBrowserServices } from '../../providers/browser-services';
import { usePreferences } from '../../providers/preferences';
import { useSiteConfig } from '../../providers/site-config-context';
import { DefaultCitySetting } from './DefaultCitySetting';
import { PersonalisationOffDialog } from './PersonalisationOffDialog';
import { SwitchSetting } from './Setting';

/**
 * What "Use my location" does. Without consent the switch cannot change, but it is not idle: the
 * hint says what it does now.
 */
function GeolocationHint({
  personalised,
  useGeolocation,
  productName,
  needsConsent,
}: {
  personalised: boolean;
  useGeolocation: boolean;
  productName: string;
  needsConsent: string | null;
}) {
  return personalised ? (
    <>Use your device's position to find {productName}s near you.</>
  ) : (
    <>
      {useGeolocation
        ? 'On: your device is asked where you are on each visit.'
        : "Off: your device's position is not used."}
      {needsConsent}
    </>
  );
}

/** The closing pointer to the cookie policy. */
function CookiePolicyNote() {
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      Read how we use cookies in our{' '}
      <Link component={RouterLink} to="/policies/cookies/">
        cookie policy
      </Link>
      .
    </Typography>
  );
}

/**
 * The visitor's settings (SPEC §2 Settings): cookie toggles, geolocation, default city, and the
 * distance-unit and dark-mode toggles that configuration keeps disabled. Shared by the Settings
 * dialog and the /settings/ page. Preference changes that the page load depends on reload it
 * (SPEC §4); without personalisation nothing can be remembered, so those controls wait for it.
 */
export function SettingsForm() {
  const { productName, features } = useSiteConfig();
  const services = useBrowserServices();
  const { preferences, savePreferences, setPersonalisation } = usePreferences();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const personalised = preferences.personalisationAccepted;

  const saveAndReload = (changes: Parameters<typeof savePreferences>[0]) => {
    savePreferences(changes);
    services.reload();
  };

  const needsConsent = personalised ? null : ' Turn on personalisation to change this.';

  return (
    <Stack>
      <SwitchSetting
        hint={`Remember your location and settings on this device for 6 months.`}
        label="Personalisation cookies"
        checked={personalised}
        onChange={(checked) => (checked ? setPersonalisation(true) : setConfirmingOff(true))}
      />
      <SwitchSetting
        id="analytics"
        hint={
          <>
            Help us improve {productName} with anonymous usage statistics.{needsConsent}
          </>
        }
        label="Analytics cookies"
        checked={personalised && preferences.analyticsAccepted}
        disabled={!personalised}
        onChange={(checked) => savePreferences({ analyticsAccepted: checked })}
      />
      <SwitchSetting
        id="advertising"
        hint={<>Allow partners to show you relevant offers.{needsConsent}</>}
        label="Advertising cookies"
        checked={personalised && preferences.advertisingAccepted}
        disabled={!personalised}
        onChange={(checked) => savePreferences({ advertisingAccepted: checked })}
      />
      <SwitchSetting
        id="geolocation"
        hint={
          <GeolocationHint
            personalised={personalised}
            useGeolocation={preferences.useGeolocation}
            productName={productName}
            needsConsent={needsConsent}
          />
        }
        label="Use my location"
        checked={preferences.useGeolocation}
        disabled={!personalised}
        onChange={(checked) => saveAndReload({ useGeolocation: checked })}
      />
      <DefaultCitySetting
        cityName={preferences.defaultLocationName}
        disabled={!personalised}
        needsConsent={needsConsent}
        // Choosing a default city is the visitor's latest choice of place: the place stored
        // before it (a device position, a city or postcode picked earlier) gives way (decision 092).
        onChange={(cityName) => saveAndReload({ defaultLocationName: cityName, location: null })}
      />
      <SwitchSetting
        hint="Not available yet."
        label="Show distances in kilometres"
        checked={preferences.distanceUnitKm}
        disabled={!features.distanceToggle}
      />
      <SwitchSetting
        hint="Not available yet."
        label="Dark mode"
        checked={false}
        disabled={!features.darkMode}
      />
      <CookiePolicyNote />

      <PersonalisationOffDialog
        open={confirmingOff}
        productName={productName}
        onCancel={() => setConfirmingOff(false)}
        onConfirm={() => {
          setConfirmingOff(false);
          setPersonalisation(false);
        }}
      />
    </Stack>
  );
}
