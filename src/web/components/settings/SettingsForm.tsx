import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { City } from '../../../contract/city';
import { notices } from '../../../contract/messages';
import { useBrowserServices } from '../../providers/browser-services';
import { usePreferences } from '../../providers/preferences';
import { useSiteConfig } from '../../providers/site-config-context';
import { loadCities } from '../../lib/cities';

/** One setting and its hint; a control names the hint (`hintId`) as its description. */
function Setting({ id, hint, control }: { id?: string; hint: ReactNode; control: ReactNode }) {
  return (
    <Box sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
      {control}
      <Typography
        id={id ? hintId(id) : undefined}
        variant="body2"
        sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}
      >
        {hint}
      </Typography>
    </Box>
  );
}

const hintId = (id: string) => `setting-${id}-hint`;
/** A switch's props that make its hint its accessible description. */
const describedBy = (id: string) => ({ input: { 'aria-describedby': hintId(id) } });

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
  const [cities, setCities] = useState<City[]>([]);
  const personalised = preferences.personalisationAccepted;

  useEffect(() => {
    let live = true;
    void loadCities().then((list) => {
      if (live) setCities(list);
    });
    return () => {
      live = false;
    };
  }, []);

  const saveAndReload = (changes: Parameters<typeof savePreferences>[0]) => {
    savePreferences(changes);
    services.reload();
  };

  const needsConsent = personalised ? null : ' Turn on personalisation to change this.';

  return (
    <Stack>
      <Setting
        hint={`Remember your location and settings on this device for 6 months.`}
        control={
          <FormControlLabel
            control={
              <Switch
                checked={personalised}
                onChange={(event) =>
                  event.target.checked ? setPersonalisation(true) : setConfirmingOff(true)
                }
              />
            }
            label="Personalisation cookies"
          />
        }
      />
      <Setting
        id="analytics"
        hint={
          <>
            Help us improve {productName} with anonymous usage statistics.{needsConsent}
          </>
        }
        control={
          <FormControlLabel
            control={
              <Switch
                slotProps={describedBy('analytics')}
                checked={personalised && preferences.analyticsAccepted}
                disabled={!personalised}
                onChange={(event) => savePreferences({ analyticsAccepted: event.target.checked })}
              />
            }
            label="Analytics cookies"
          />
        }
      />
      <Setting
        id="advertising"
        hint={<>Allow partners to show you relevant offers.{needsConsent}</>}
        control={
          <FormControlLabel
            control={
              <Switch
                slotProps={describedBy('advertising')}
                checked={personalised && preferences.advertisingAccepted}
                disabled={!personalised}
                onChange={(event) => savePreferences({ advertisingAccepted: event.target.checked })}
              />
            }
            label="Advertising cookies"
          />
        }
      />
      <Setting
        id="geolocation"
        hint={
          personalised ? (
            <>Use your device's position to find {productName}s near you.</>
          ) : (
            // Without consent the switch cannot change, but it is not idle: say what it does now.
            <>
              {preferences.useGeolocation
                ? 'On: your device is asked where you are on each visit.'
                : "Off: your device's position is not used."}
              {needsConsent}
            </>
          )
        }
        control={
          <FormControlLabel
            control={
              <Switch
                slotProps={describedBy('geolocation')}
                checked={preferences.useGeolocation}
                disabled={!personalised}
                onChange={(event) => saveAndReload({ useGeolocation: event.target.checked })}
              />
            }
            label="Use my location"
          />
        }
      />
      <Box sx={{ py: 2, borderBottom: '1px solid', borderColor: 'divider' }}>
        <TextField
          select
          fullWidth
          label="Default city"
          value={cities.length > 0 ? (preferences.defaultLocationName ?? '') : ''}
          disabled={!personalised}
          // 'None (London)' shows as the value rather than an empty box.
          slotProps={{
            select: {
              displayEmpty: true,
              SelectDisplayProps: { 'aria-describedby': hintId('default-city') },
            },
            inputLabel: { shrink: true },
          }}
          // Choosing a default city is the visitor's latest choice of place: the place stored
          // before it (a device position, a city or postcode picked earlier) gives way (decision 092).
          onChange={(event) =>
            saveAndReload({ defaultLocationName: event.target.value || null, location: null })
          }
        >
          <MenuItem value="">
            <em>None (London)</em>
          </MenuItem>
          {cities.map((city) => (
            <MenuItem key={city.id} value={city.cityName}>
              {city.cityName}
            </MenuItem>
          ))}
        </TextField>
        {/* Outside the field, so it keeps full contrast while the field is disabled. */}
        <Typography
          id={hintId('default-city')}
          variant="body2"
          sx={{ color: 'text.secondary', mt: 0.75 }}
        >
          Used when your device's location is off or unavailable.{needsConsent}
        </Typography>
      </Box>
      <Setting
        hint="Not available yet."
        control={
          <FormControlLabel
            control={
              <Switch checked={preferences.distanceUnitKm} disabled={!features.distanceToggle} />
            }
            label="Show distances in kilometres"
          />
        }
      />
      <Setting
        hint="Not available yet."
        control={
          <FormControlLabel
            control={<Switch checked={false} disabled={!features.darkMode} />}
            label="Dark mode"
          />
        }
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Read how we use cookies in our{' '}
        <Link component={RouterLink} to="/policies/cookies/">
          cookie policy
        </Link>
        .
      </Typography>

      <Dialog
        open={confirmingOff}
        onClose={() => setConfirmingOff(false)}
        aria-labelledby="personalisation-off"
      >
        <DialogContent>
          <DialogContentText id="personalisation-off" sx={{ color: 'text.primary' }}>
            {notices.personalisationOffPrompt(productName)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingOff(false)}>No</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setConfirmingOff(false);
              setPersonalisation(false);
            }}
          >
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
