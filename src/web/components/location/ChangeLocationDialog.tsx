import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import type { City } from '../../../contract/city';
import { normalisePostcode, postcodeMessages } from '../../../contract/postcode';
import { getPostcodeLocation } from '../../api/get-postcode-location';
import { useAlerts } from '../../providers/alerts';
import { useUserLocation } from '../../providers/location';
import { loadCities } from '../../lib/cities';
import { citiesByCountry } from '../../lib/cities-by-country';
import { MyLocationIcon, PlaceIcon } from '../icons';

/**
 * 'Change Location' (SPEC §2): one of the 69 built-in cities, a UK postcode looked up through
 * the server, or the device's own position. A postcode placed only by its district is named and
 * announced as approximate; one that cannot be placed gets a message, and the dialog stays open
 * (decision 050). The City field has the focus when the dialog opens.
 */
export default function ChangeLocationDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { location, chooseLocation, locateDevice } = useUserLocation();
  const { showAlert } = useAlerts();
  const [cities, setCities] = useState<City[]>([]);
  const [city, setCity] = useState<City | null>(null);
  const [postcode, setPostcode] = useState('');
  const [postcodeHint, setPostcodeHint] = useState<string | null>(null);
  const [busy, setBusy] = useState<'postcode' | 'device' | null>(null);

  useEffect(() => {
    let live = true;
    void loadCities().then((list) => {
      if (live) setCities(citiesByCountry(list));
    });
    return () => {
      live = false;
    };
  }, []);

  const pickCity = (picked: City | null) => {
    setCity(picked);
    if (!picked) return;
    chooseLocation({
      name: picked.cityName,
      latitude: picked.latitude,
      longitude: picked.longitude,
    });
    onClose();
  };

  const findPostcode = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normalisePostcode(postcode);
    if (!normalised) {
      setPostcodeHint(postcodeMessages.malformed);
      return;
    }
    setPostcodeHint(null);
    setBusy('postcode');
    const found = await getPostcodeLocation(normalised);
    setBusy(null);
    if (!found) {
      setPostcodeHint(postcodeMessages.notFound(normalised));
      return;
    }
    const { latitude, longitude, approximate } = found;
    chooseLocation({
      name: approximate ? postcodeMessages.approximateName(normalised) : normalised,
      latitude,
      longitude,
    });
    if (approximate) {
      showAlert({ severity: 'info', message: postcodeMessages.approximate(normalised) });
    }
    onClose();
  };

  const locateHere = async () => {
    setBusy('device');
    const found = await locateDevice();
    setBusy(null);
    if (found) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-location-title"
    >
      <DialogTitle id="change-location-title" sx={{ fontWeight: 700 }}>
        Change Location
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            mb: 2,
            borderRadius: 2,
            bgcolor: 'rgba(11,93,75,0.08)',
          }}
        >
          <PlaceIcon color="primary" aria-hidden />
          <Typography variant="body2">
            Showing distances from <strong>{location.name}</strong>
          </Typography>
        </Box>
        <Autocomplete
          options={cities}
          value={city}
          onChange={(_event, value) => pickCity(value)}
          groupBy={(option) => option.country}
          getOptionLabel={(option) => option.cityName}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={cities.length === 0}
          renderInput={(params) => (
            <TextField {...params} label="City" placeholder="Choose a city" autoFocus />
          )}
          sx={{ mt: 1 }}
        />
        <Divider sx={{ my: 2.5 }}>or</Divider>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(event) => void findPostcode(event)}
          noValidate
        >
          <TextField
            label="Postcode"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            error={postcodeHint !== null}
            helperText={postcodeHint ?? ' '}
            autoComplete="postal-code"
            slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
            sx={{ flex: 1 }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy !== null} sx={{ height: 56 }}>
              {busy === 'postcode' ? 'Finding...' : 'Find'}
            </Button>
          </Box>
        </Stack>
        <Button
          onClick={() => void locateHere()}
          startIcon={<MyLocationIcon />}
          disabled={busy !== null}
          sx={{ mt: 0.5 }}
        >
          {busy === 'device' ? 'Locating...' : 'Use my current location'}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
