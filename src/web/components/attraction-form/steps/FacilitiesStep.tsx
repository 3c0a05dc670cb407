import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  FACILITY_SELECTIONS,
  FACILITY_UNKNOWN,
  facilitySelectionLabels,
  type FacilitySelection,
} from '../../../../contract/facility-states';
import { isAccessFacilityName } from '../../../../contract/access-profile';
import { useFacilities } from '../../../api/get-facilities';
import type { FactGroup } from '../../../../contract/family-facts';
import { AccessFields } from '../facts/AccessFields';
import { FactSourceFields } from '../facts/FactSourceFields';
import { OpeningHoursFields } from '../facts/OpeningHoursFields';
import { SuitabilityFields } from '../facts/SuitabilityFields';
import { useStep } from '../wizard-form';
import { fieldVisibility, type WizardValues } from '../wizard-model';

/**
 * One YES / NO / PARTIAL / N/A choice per active facility (SPEC §4 facility values) and, for a
 * facility that is there (fully or partly), tick boxes for its types (SPEC §3, e.g. Parking:
 * Free, Paid, Disabled bays).
 */
export function FacilitySelector({
  value,
  onChange,
  types,
  onTypesChange,
  disabled = false,
  withoutAccess = false,
}: {
  value: Record<string, FacilitySelection>;
  onChange: (next: Record<string, FacilitySelection>) => void;
  types: Record<string, string[]>;
  onTypesChange: (next: Record<string, string[]>) => void;
  disabled?: boolean;
  /** Leave out the accessibility profile's facilities, edited beside it (decision 105). */
  withoutAccess?: boolean;
}) {
  const { data: facilities, isPending } = useFacilities();
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  const active = (facilities ?? [])
    .filter((f) => f.isActive && !(withoutAccess && isAccessFacilityName(f.facilityName)))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={1.5}>
      {active.map((facility) => {
        const labelId = `facility-${facility.facilityName}-label`;
        const selection = value[facility.facilityName] ?? FACILITY_UNKNOWN;
        const ticked = types[facility.facilityName] ?? [];
        const showTypes =
          facility.types.length > 0 && (selection === 'YES' || selection === 'PARTIAL');
        const plainName = facility.displayName.replace('|', ' ');
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
              {plainName}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, auto)' },
              }}
              value={selection}
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
            {showTypes ? (
              <FacilityTypes
                label={`${plainName} types`}
                names={facility.types.map((type) => type.name)}
                ticked={ticked}
                onChange={(next) => onTypesChange({ ...types, [facility.facilityName]: next })}
              />
            ) : null}
          </FormControl>
        );
      })}
    </Stack>
  );
}

/** The tick boxes of a facility's types (SPEC §3, e.g. Parking: Free, Paid, Disabled bays). */
function FacilityTypes({
  label,
  names,
  ticked,
  onChange,
}: {
  label: string;
  names: string[];
  ticked: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <FormGroup
      row
      role="group"
      aria-label={label}
      sx={{
        gridColumn: '1 / -1',
        gap: 0.5,
        pl: 1.5,
        py: 0.5,
        borderLeft: 3,
        borderColor: 'primary.light',
        bgcolor: 'rgba(11,93,75,0.04)',
        borderRadius: 1,
      }}
    >
      {names.map((name) => (
        <FormControlLabel
          key={name}
          label={name}
          sx={{ mr: 2 }}
          control={
            <Checkbox
              size="small"
              checked={ticked.includes(name)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...ticked, name] : ticked.filter((t) => t !== name),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** Step 4: facilities (every one starts as Unknown), then the family facts (decision 104). */
export function FacilitiesStep() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly, options } = useStep();
  const set = { shouldDirty: true, shouldTouch: true } as const;
  // A moderator says where each group came from; a visitor's facts are recorded as theirs.
  const sourced = fieldVisibility(options).factSources;
  const source = (group: FactGroup) => (sourced ? <FactSourceFields group={group} /> : null);
  return (
    <Stack spacing={4}>
      <Stack spacing={2}>
        <FacilitySelector
          value={watch('facilities')}
          types={watch('facilityTypes')}
          disabled={readOnly}
          withoutAccess
          onChange={(next) => setValue('facilities', next, set)}
          onTypesChange={(next) => setValue('facilityTypes', next, set)}
        />
        {source('essentials')}
      </Stack>
      <FactSection title="Opening times">
        <OpeningHoursFields />
        {source('hours')}
      </FactSection>
      <FactSection title="Accessibility">
        <AccessFields />
        {source('access')}
      </FactSection>
      <FactSection title="Ages and setting">
        <SuitabilityFields />
        {source('suitability')}
      </FactSection>
    </Stack>
  );
}

function FactSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `wizard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}
    >
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 1.5, fontSize: '1.15rem' }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
