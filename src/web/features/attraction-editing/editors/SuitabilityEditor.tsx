import { Box, Typography } from '@mui/material';
import type { Attraction } from '../../../../contract/attraction';
import { agesLabel, settingLabels } from '../../../../contract/family-facts';
import { Section } from '../../../components/attraction-view/Section';
import { FactCheckNote } from '../../../components/attraction-form/facts/FactCheckNote';
import { FactSourceFields } from '../../../components/attraction-form/facts/FactSourceFields';
import { SuitabilityFields } from '../../../components/attraction-form/facts/SuitabilityFields';
import { EditButton, EditorForm, type EditorControl } from '../inline-editor';

/**
 * Ages and setting: the public page words them in the opening-times panel; the edit page gives
 * them a section of their own, so their editor has somewhere to open.
 */
export function SuitabilityEditor({
  control,
  attraction,
}: {
  control: EditorControl;
  attraction: Attraction;
}) {
  return (
    <Section title="Ages and setting" action={<EditButton control={control} />}>
      {control.open ? (
        <EditorForm control={control}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <SuitabilityFields />
            <FactSourceFields group="suitability" check={attraction.checks.suitability} />
          </Box>
        </EditorForm>
      ) : (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography>
            {attraction.ages ? agesLabel(attraction.ages) : 'Ages not yet checked'}
            {' · '}
            {attraction.setting
              ? settingLabels[attraction.setting]
              : 'Indoor or outdoor not yet checked'}
          </Typography>
          <FactCheckNote check={attraction.checks.suitability} />
        </Box>
      )}
    </Section>
  );
}
