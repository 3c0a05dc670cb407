import { Alert, Box, Container, Divider, Link, Stack } from '@mui/material';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { RelatedPanel } from '../../components/attraction-view/RelatedPanel';
import { AdminActionBar } from '../../components/attraction-form/AdminActionBar';
import { StepContext } from '../../components/attraction-form/wizard-form';
import {
  valuesFromAttraction,
  type WizardOptions,
} from '../../components/attraction-form/wizard-model';
import type { PageAccess } from '../../lib/attraction-page-access';
import { EditTopGrid } from './EditTopGrid';
import { AccessEditor } from './editors/AccessEditor';
import { DescriptionEditor } from './editors/DescriptionEditor';
import { FacilitiesEditor } from './editors/FacilitiesEditor';
import { HoursEditor } from './editors/HoursEditor';
import { LocationEditor } from './editors/LocationEditor';
import { SuitabilityEditor } from './editors/SuitabilityEditor';
import { CONTACT_FIELDS, EDITORS, LOCATION_FIELDS, type EditorKey } from './inline-editors';
import type { EditorControl } from './inline-editor';
import { useInlineEditing } from './use-inline-editing';
import { useLeavePrompt } from './use-leave-prompt';
import { pageHref } from '../../../contract/page-routes';

/**
 * The attraction page with a Set/Edit button beside each panel's heading and its editor opening
 * in place (docs/decisions/103); one form for the page, one editor open at a time.
 */
export function InlineEditing({
  attraction,
  access,
  token,
  onReload,
}: {
  attraction: Attraction;
  access: PageAccess;
  token: string;
  onReload: () => Promise<unknown>;
}) {
  const loaded = useMemo(() => valuesFromAttraction(attraction), [attraction]);
  const options = useMemo<WizardOptions>(
    () => ({ mode: 'edit', isAdmin: true, savedPrice: attraction.price }),
    [attraction.price],
  );
  const editing = useInlineEditing(attraction, loaded, options, token, onReload);
  useLeavePrompt(editing.dirty);

  const empty: Record<EditorKey, boolean> = {
    name: loaded.name === '',
    googlePlaceId: loaded.googlePlaceId === '',
    imageUrl: loaded.imageUrl === '',
    ratings: loaded.rating === '' && loaded.entryPrice === '',
    categories: attraction.categories.length === 0,
    contact: CONTACT_FIELDS.every((f) => loaded[f] === ''),
    description: attraction.description.trim() === '',
    facilities: attraction.facilities.length === 0,
    location: LOCATION_FIELDS.every((f) => loaded[f] === ''),
    hours: attraction.openingHours.state === 'unknown',
    access: attraction.checks.access === null,
    suitability: attraction.ages === null && attraction.setting === null,
  };
  const controls = Object.fromEntries(
    (Object.keys(EDITORS) as EditorKey[]).map((key) => [key, editing.control(key, empty[key])]),
  ) as Record<EditorKey, EditorControl>;

  return (
    <FormProvider {...editing.form}>
      <StepContext.Provider value={editing.context}>
        <Box component="article" aria-label={attraction.name} sx={{ pb: { xs: 4, md: 6 } }}>
          <Container maxWidth="lg" disableGutters sx={{ px: { sm: 3 }, pt: { sm: 3 } }}>
            <Stack spacing={1.5} sx={{ mb: { xs: 2, md: 3 } }}>
              <AdminActionBar
                attraction={attraction}
                access={access}
                token={token}
                hasUnsavedChanges={editing.dirty}
                onReload={onReload}
                links={
                  <Link
                    component={RouterLink}
                    to={pageHref.attraction(attraction.id)}
                    underline="hover"
                    sx={{ fontWeight: 600, fontSize: '0.9rem' }}
                  >
                    View the public page
                  </Link>
                }
              />
              {editing.dirty ? (
                <Alert severity="warning" sx={{ borderRadius: { xs: 0, sm: 2 } }}>
                  You have unsaved changes. Confirm or cancel the open editor before leaving.
                </Alert>
              ) : null}
            </Stack>
            <EditTopGrid
              attraction={attraction}
              loaded={loaded}
              access={access}
              controls={controls}
            />
          </Container>
          <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
            <DescriptionEditor control={controls.description} attraction={attraction} />
            <HoursEditor control={controls.hours} attraction={attraction} />
            <SuitabilityEditor control={controls.suitability} attraction={attraction} />
            <AccessEditor control={controls.access} attraction={attraction} />
            <FacilitiesEditor
              control={controls.facilities}
              attraction={attraction}
              saving={editing.facilitiesSaving}
            />
            <LocationEditor control={controls.location} attraction={attraction} />
            <Divider sx={{ mt: 2 }} />
            <RelatedPanel attraction={attraction} />
          </Container>
        </Box>
      </StepContext.Provider>
    </FormProvider>
  );
}
