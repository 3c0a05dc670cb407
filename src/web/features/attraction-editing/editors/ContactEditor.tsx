import type { Attraction } from '../../../../contract/attraction';
import { ContactPanel } from '../../../components/attraction-view/ContactPanel';
import { ContactStep } from '../../../components/attraction-form/steps/ContactStep';
import { EditButton, EditorForm, NotSet, type EditorControl } from '../inline-editor';
import { PanelCard } from './PanelCard';

/** "Plan your visit": the contact panel, or its frame when empty or being edited. */
export function ContactEditor({
  control,
  attraction,
}: {
  control: EditorControl;
  attraction: Attraction;
}) {
  if (!control.open && !control.isEmpty) {
    return <ContactPanel attraction={attraction} action={<EditButton control={control} />} />;
  }
  return (
    <PanelCard title="Plan your visit" action={<EditButton control={control} />}>
      {control.open ? (
        <EditorForm control={control}>
          {/* The panel sits in the page's narrow column on wide screens: one column there. */}
          <ContactStep narrow />
        </EditorForm>
      ) : (
        <NotSet text="No website, phone, email or social accounts yet." />
      )}
    </PanelCard>
  );
}
