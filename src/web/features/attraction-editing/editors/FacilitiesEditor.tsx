import { Alert, Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { Attraction } from '../../../../contract/attraction';
import { notices } from '../../../../contract/messages';
import { FacilitiesPanel } from '../../../components/attraction-view/FacilitiesPanel';
import { Section } from '../../../components/attraction-view/Section';
import { FactSourceFields } from '../../../components/attraction-form/facts/FactSourceFields';
import { FacilitySelector } from '../../../components/attraction-form/steps/FacilitiesStep';
import type { WizardValues } from '../../../components/attraction-form/wizard-model';
import { EditButton, EditorForm, NotSet, type EditorControl } from '../inline-editor';

export function FacilitiesEditor({
  control,
  attraction,
  saving,
}: {
  control: EditorControl;
  attraction: Attraction;
  /** SPEC §4: the wait notice while the facilities save. */
  saving: boolean;
}) {
  const { watch, setValue } = useFormContext<WizardValues>();
  if (!control.open && !control.isEmpty && !saving) {
    return <FacilitiesPanel attraction={attraction} action={<EditButton control={control} />} />;
  }
  const set = { shouldDirty: true, shouldTouch: true } as const;
  return (
    <Section title="Facilities" action={<EditButton control={control} />}>
      {saving ? (
        <Alert severity="info" role="status">
          {notices.facilitiesSaving}
        </Alert>
      ) : control.open ? (
        <EditorForm control={control}>
          <FacilitySelector
            value={watch('facilities')}
            types={watch('facilityTypes')}
            onChange={(next) => setValue('facilities', next, set)}
            onTypesChange={(next) => setValue('facilityTypes', next, set)}
            withoutAccess
          />
          {/* The family essentials are facilities: their source is given here. */}
          <Box sx={{ mt: 2 }}>
            <FactSourceFields group="essentials" check={attraction.checks.essentials} />
          </Box>
        </EditorForm>
      ) : (
        <NotSet text="No facilities recorded yet." />
      )}
    </Section>
  );
}
