import { Box, Typography } from '@mui/material';
import type { Attraction } from '../../../../contract/attraction';
import { LocationPanel } from '../../../components/attraction-view/LocationPanel';
import { Section } from '../../../components/attraction-view/Section';
import { addressLines } from '../../../components/attraction-view/view-helpers';
import { LocationStep } from '../../../components/attraction-form/steps/LocationStep';
import { EditButton, EditorForm, NotSet, type EditorControl } from '../inline-editor';

/** The saved address and region when there is no map position to show a map for. */
function LocationSummary({ attraction }: { attraction: Attraction }) {
  const lines = addressLines(attraction);
  return (
    <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
      <div>{attraction.location.region?.displayName ?? 'No region'}</div>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        No map position yet: add a latitude and longitude to show the map.
      </Typography>
    </Box>
  );
}

/** The map panel, or (being edited, or with no map position) the address and region. */
export function LocationEditor({
  control,
  attraction,
}: {
  control: EditorControl;
  attraction: Attraction;
}) {
  if (!control.open && attraction.location.coordinates) {
    return <LocationPanel attraction={attraction} action={<EditButton control={control} />} />;
  }
  return (
    <Section title="Location and Region" action={<EditButton control={control} />}>
      {control.open ? (
        <EditorForm control={control}>
          <LocationStep />
        </EditorForm>
      ) : control.isEmpty ? (
        <NotSet />
      ) : (
        <LocationSummary attraction={attraction} />
      )}
    </Section>
  );
}
