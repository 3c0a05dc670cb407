import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  ACCESS_FACILITY_NAMES,
  accessFacilityLabels,
  accessStateLabels,
} from '../../../../contract/access-profile';
import { ACCESS_NOTE_MAX } from '../../../../contract/access-profile';
import { FACILITY_UNKNOWN, type FacilitySelection } from '../../../../contract/facility-states';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';
import { FormPathField } from './FormPathField';

/** Yes first, "Not yet checked" last: the order a moderator reads a venue's access guide in. */
const ORDER: FacilitySelection[] = ['YES', 'PARTIAL', 'NO', FACILITY_UNKNOWN];

/**
 * The accessibility profile (decision 014): the ten access facilities, each yes / partly / no /
 * not yet checked, then the access note and the link to the place's own access guide.
 */
export function AccessFields() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly } = useStep();
  const facilities = watch('facilities');
  const note = watch('accessNote');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          '& > * + *': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        {ACCESS_FACILITY_NAMES.map((name) => {
          const labelId = `access-${name}-label`;
          return (
            <FormControl
              key={name}
              disabled={readOnly}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) auto' },
                alignItems: 'center',
                py: 0.75,
              }}
            >
              <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
                {accessFacilityLabels[name]}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={labelId}
                value={facilities[name] ?? FACILITY_UNKNOWN}
                onChange={(event) =>
                  setValue(
                    'facilities',
                    { ...facilities, [name]: event.target.value as FacilitySelection },
                    { shouldDirty: true },
                  )
                }
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' },
                }}
              >
                {ORDER.map((state) => (
                  <FormControlLabel
                    key={state}
                    value={state}
                    control={<Radio size="small" />}
                    label={accessStateLabels[state]}
                    sx={{ mr: 2 }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          );
        })}
      </Box>
      <FormPathField
        path="accessNote"
        label="Access note"
        multiline
        minRows={3}
        helperText={`What the list cannot say: step-free routes, steep paths, where to park. ${note.length}/${ACCESS_NOTE_MAX}`}
      />
      <FormPathField
        path="accessGuideUrl"
        label="Access guide link"
        type="url"
        placeholder="https://"
        helperText="The place's own access page, if it has one."
      />
    </Box>
  );
}
