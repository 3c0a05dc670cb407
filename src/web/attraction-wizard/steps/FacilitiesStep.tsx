import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  FACILITY_SELECTIONS,
  FACILITY_UNKNOWN,
  facilitySelectionLabels,
  type FacilitySelection,
} from '../../../contract/facility-states.js';
import { useFacilities } from '../../api/get-facilities';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';

/** One YES / NO / PARTIAL / N/A choice per active facility (SPEC §4 facility values). */
export function FacilitySelector({
  value,
  onChange,
  disabled = false,
}: {
  value: Record<string, FacilitySelection>;
  onChange: (next: Record<string, FacilitySelection>) => void;
  disabled?: boolean;
}) {
  const { data: facilities, isPending } = useFacilities();
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  const active = (facilities ?? [])
    .filter((f) => f.isActive)
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={1.5}>
      {active.map((facility) => {
        const labelId = `facility-${facility.facilityName}-label`;
        return (
          <FormControl
            key={facility.facilityName}
            disabled={disabled}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(180px, 1fr) auto' },
              alignItems: 'center',
              gap: { xs: 0.5, md: 2 },
            }}
          >
            <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
              {facility.displayName.replace('|', ' ')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, auto)' },
              }}
              value={value[facility.facilityName] ?? FACILITY_UNKNOWN}
              onChange={(event) =>
                onChange({
                  ...value,
                  [facility.facilityName]: event.target.value as FacilitySelection,
                })
              }
            >
              {FACILITY_SELECTIONS.map((selection) => (
                <FormControlLabel
                  key={selection}
                  value={selection}
                  control={<Radio size="small" />}
                  label={facilitySelectionLabels[selection]}
                  sx={{ mr: { xs: 1.5, md: 2 } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        );
      })}
    </Stack>
  );
}

/** Step 4: facilities; every facility starts as Unknown (N/A). */
export function FacilitiesStep() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly } = useStep();
  return (
    <FacilitySelector
      value={watch('facilities')}
      disabled={readOnly}
      onChange={(next) => setValue('facilities', next, { shouldDirty: true, shouldTouch: true })}
    />
  );
}
