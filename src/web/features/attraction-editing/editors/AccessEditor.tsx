import { Box } from '@mui/material';
import type { Attraction } from '../../../../contract/attraction';
import { AccessibilityPanel } from '../../../components/attraction-view/AccessibilityPanel';
import { Section } from '../../../components/attraction-view/Section';
import { AccessFields } from '../../../components/attraction-form/facts/AccessFields';
import { FactSourceFields } from '../../../components/attraction-form/facts/FactSourceFields';
import { EditButton, EditorForm, type EditorControl } from '../inline-editor';

/** The "Accessibility" panel, or the access profile's editor in place. */
export function AccessEditor({
  control,
  attraction,
}: {
  control: EditorControl;
  attraction: Attraction;
}) {
  if (!control.open) {
    return <AccessibilityPanel attraction={attraction} action={<EditButton control={control} />} />;
  }
  return (
    <Section title="Accessibility">
      <EditorForm control={control}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <AccessFields />
          <FactSourceFields group="access" check={attraction.checks.access} />
        </Box>
      </EditorForm>
    </Section>
  );
}
