import { Alert, Box, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { normalisePostcode, postcodeMessages } from '../../../../contract/postcode';
import { getPostcodeLocation } from '../../../api/get-postcode-location';
import { useRegions } from '../../../api/get-regions';
import { useStep, WizardTextField } from '../wizard-form';
import type { WizardValues } from '../wizard-model';

/** SPEC §4 postcode notice (its wording is ours; SPEC gives the four points it makes). */
export const POSTCODE_NOTICE =
  'The coordinates have been pre-populated from the postcode. They may be inaccurate: you can change them manually, and they will be overwritten by more accurate ones.';

/** What the last postcode fill did: nothing yet, filled (exactly or approximately), or no place. */
type PostcodeFill =
  | { kind: 'none' }
  | { kind: 'filled'; approximate: boolean; postcode: string }
  | { kind: 'not-found'; postcode: string };

/**
 * SPEC §4 postcode: when a postcode is present and coordinates are missing, they are filled from
 * the server's lookup, which places a postcode at least by its district (decision 050). A postcode
 * that cannot be placed gets a message rather than nothing.
 */
export function usePostcodeFill() {
  const { getValues, setValue } = useFormContext<WizardValues>();
  const [result, setResult] = useState<PostcodeFill>({ kind: 'none' });
  const fill = async () => {
    const { postCode, latitude, longitude } = getValues();
    if (postCode.trim() === '' || latitude.trim() !== '' || longitude.trim() !== '') return;
    const postcode = normalisePostcode(postCode);
    const found = postcode ? await getPostcodeLocation(postcode) : null;
    if (!found) {
      setResult({ kind: 'not-found', postcode: postcode ?? postCode.trim() });
      return;
    }
    // Only if still unset: the visitor may have typed them while the lookup ran.
    const now = getValues();
    if (now.latitude.trim() !== '' || now.longitude.trim() !== '') return;
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: false } as const;
    setValue('latitude', String(found.latitude), options);
    setValue('longitude', String(found.longitude), options);
    setResult({ kind: 'filled', approximate: found.approximate, postcode: postcode! });
  };
  return { result, fill };
}

/** Step 2: the address, coordinates and region (region is required). */
export function LocationStep() {
  const { data: regions = [] } = useRegions();
  const { watch, setValue, register } = useFormContext<WizardValues>();
  const { shownError } = useStep();
  const { result, fill } = usePostcodeFill();
  const region = watch('region');
  const sorted = [...regions].sort((a, b) => a.displayName.localeCompare(b.displayName));
  const postCode = register('postCode');

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <WizardTextField name="address1" label="Address line 1" autoComplete="address-line1" />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <WizardTextField name="address2" label="Address line 2" autoComplete="address-line2" />
      </Box>
      <WizardTextField name="town" label="Town" autoComplete="address-level2" />
      <WizardTextField
        name="postCode"
        label="Postcode"
        autoComplete="postal-code"
        onBlur={(event) => {
          void postCode.onBlur(event);
          void fill();
        }}
      />
      <WizardTextField name="country" label="Country" autoComplete="country-name" />
      <WizardTextField
        name="region"
        label="Region"
        required
        select
        value={region}
        onChange={(event) =>
          setValue('region', event.target.value, { shouldDirty: true, shouldTouch: true })
        }
        error={shownError('region') !== undefined}
      >
        {sorted.map((r) => (
          <MenuItem key={r.regionName} value={r.regionName}>
            {r.displayName}
          </MenuItem>
        ))}
      </WizardTextField>
      {result.kind === 'filled' ? (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {POSTCODE_NOTICE}
          {result.approximate ? ` ${postcodeMessages.approximate(result.postcode)}` : null}
        </Alert>
      ) : result.kind === 'not-found' ? (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {postcodeMessages.notFoundForCoordinates(result.postcode)}
        </Alert>
      ) : null}
      <WizardTextField name="latitude" label="Latitude" inputMode="decimal" />
      <WizardTextField name="longitude" label="Longitude" inputMode="decimal" />
    </Box>
  );
}
