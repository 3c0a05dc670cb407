import { PlaceDataCredit } from './PlaceDataCredit';
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
import type { FormEvent } from 'react';
import type { City } from '../../../contract/city';
import { MyLocationIcon, PlaceIcon } from '../icons';
import { useChangeLocation, type LocationLookup } from './use-change-location';

/** Where distances are measured from now, at the top of the dialog. */
function CurrentLocationNote({ name }: { name: string }) {
  return (
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
        Showing distances from <strong>{name}</strong>
      </Typography>
    </Box>
  );
}

/** The City field, grouped by country; it has the focus when the dialog opens. */
function CityField({
  cities,
  city,
  onPick,
}: {
  cities: City[];
  city: City | null;
  onPick: (picked: City | null) => void;
}) {
  return (
    <Autocomplete
      options={cities}
      value={city}
      onChange={(_event, value) => onPick(value)}
      groupBy={(option) => option.country}
      getOptionLabel={(option) => option.cityName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={cities.length === 0}
      renderInput={(params) => (
        <TextField {...params} label="City" placeholder="Choose a city" autoFocus />
      )}
      sx={{ mt: 1 }}
    />
  );
}

/** The Postcode field and its Find button; the hint under the field says what went wrong. */
function PostcodeForm({
  postcode,
  onPostcodeChange,
  hint,
  busy,
  onSubmit,
}: {
  postcode: string;
  onPostcodeChange: (postcode: string) => void;
  hint: string | null;
  busy: LocationLookup;
  onSubmit: (event: FormEvent) => Promise<void>;
}) {
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <TextField
        label="Postcode"
        value={postcode}
        onChange={(event) => onPostcodeChange(event.target.value)}
        error={hint !== null}
        helperText={hint ?? ' '}
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
  );
}

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
  const change = useChangeLocation(onClose);

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
        <CurrentLocationNote name={change.location.name} />
        <CityField cities={change.cities} city={change.city} onPick={change.pickCity} />
        <Divider sx={{ my: 2.5 }}>or</Divider>
        <PostcodeForm
          postcode={change.postcode}
          onPostcodeChange={change.setPostcode}
          hint={change.postcodeHint}
          busy={change.busy}
          onSubmit={change.findPostcode}
        />
        <Button
          onClick={() => void change.locateHere()}
          startIcon={<MyLocationIcon />}
          disabled={change.busy !== null}
          sx={{ mt: 0.5 }}
        >
          {change.busy === 'device' ? 'Locating...' : 'Use my current location'}
        </Button>
        <Typography role="status" variant="body2" sx={{ color: 'error.main', minHeight: '1.5em' }}>
          {change.deviceHint}
        </Typography>
        <PlaceDataCredit />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
