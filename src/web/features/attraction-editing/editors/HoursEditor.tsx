import { Box } from '@mui/material';
import type { Attraction } from '../../../../contract/attraction';
import { OpeningHoursPanel } from '../../../components/attraction-view/OpeningHoursPanel';
import { Section } from '../../../components/attraction-view/Section';
import { FactSourceFields } from '../../../components/attraction-form/facts/FactSourceFields';
import { OpeningHoursFields } from '../../../components/attraction-form/facts/OpeningHoursFields';
import { EditButton, EditorForm, type EditorControl } from '../inline-editor';

/** The "Opening times" panel, or its editor in place (decision 106). */
export function HoursEditor({
  control,
  attraction,
}: {
  control: EditorControl;
  attraction: Attraction;
}) {
  if (!control.open) {
    return <OpeningHoursPanel attraction={attraction} action={<EditButton control={control} />} />;
  }
  return (
    <Section title="Opening times">
      <EditorForm control={control}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OpeningHoursFields />
          <FactSourceFields group="hours" check={attraction.checks.hours} />
        </Box>
      </EditorForm>
    </Section>
  );
}
