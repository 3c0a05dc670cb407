import type { Attraction } from '../../../../contract/attraction';
import { DescriptionPanel } from '../../../components/attraction-view/DescriptionPanel';
import { Section } from '../../../components/attraction-view/Section';
import { WizardTextField } from '../../../components/attraction-form/wizard-form';
import { EditButton, EditorForm, NotSet, type EditorControl } from '../inline-editor';

export function DescriptionEditor({
  control,
  attraction,
}: {
  control: EditorControl;
  attraction: Attraction;
}) {
  if (!control.open && !control.isEmpty) {
    return <DescriptionPanel attraction={attraction} action={<EditButton control={control} />} />;
  }
  return (
    <Section title="Description" action={<EditButton control={control} />}>
      {control.open ? (
        <EditorForm control={control}>
          <WizardTextField name="description" label="Description" multiline minRows={6} required />
        </EditorForm>
      ) : (
        <NotSet />
      )}
    </Section>
  );
}
