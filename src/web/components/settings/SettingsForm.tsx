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
import type { City } from '../../../contract/city.js';
import { notices } from '../../../contract/messages.js';
import { useBrowserServices } from '../../providers/browser-services';
import { usePreferences } from '../../providers/preferences';
import { useSiteConfig } from '../../providers/site-config-context';
import { loadCities } from '../../lib/cities';

function Setting({ hint, control }: { hint: ReactNode; control: ReactNode }) {
  return (
    <Box sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
      {control}
      <Typography variant="body2" sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}>
        {hint}
      </Typography>
    </Box>
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
        hint={
          <>
            Help us improve {productName} with anonymous usage statistics.{needsConsent}
          </>
        }
        control={
          <FormControlLabel
            control={
              <Switch
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
        hint={<>Allow partners to show you relevant offers.{needsConsent}</>}
        control={
          <FormControlLabel
            control={
              <Switch
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
        hint={
          <>
            Use your device's position to find {productName}s near you.{needsConsent}
          </>
        }
        control={
          <FormControlLabel
            control={
              <Switch
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
          onChange={(event) => saveAndReload({ defaultLocationName: event.target.value || null })}
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
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
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
