import {
  Alert,
  Box,
  Container,
  Divider,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import type { Attraction } from '../../../contract/attraction.js';
import { FACILITY_SAVE_DELAY_MS } from '../../../contract/constants.js';
import { listTexts, notices } from '../../../contract/messages.js';
import { PAGE_NAMES } from '../../../contract/page-titles.js';
import { formatPrice, isPriceBand, priceBandLabels } from '../../../contract/price.js';
import { withScheme } from '../../../contract/web-url.js';
import { useRegions as useRegionsList } from '../../api/get-regions';
import { useAlerts } from '../../providers/alerts';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { parseAttractionId } from '../../api/get-attraction';
import { AttractionSummary } from '../../components/attraction-view/AttractionSummary';
import { AttractionView } from '../../components/attraction-view/AttractionView';
import { CategoryTags } from '../../components/attraction-view/CategoryTags';
import { ContactPanel } from '../../components/attraction-view/ContactPanel';
import { DescriptionPanel } from '../../components/attraction-view/DescriptionPanel';
import { FacilitiesPanel } from '../../components/attraction-view/FacilitiesPanel';
import { HeroImage } from '../../components/attraction-view/HeroImage';
import { LocationPanel } from '../../components/attraction-view/LocationPanel';
import { RelatedPanel } from '../../components/attraction-view/RelatedPanel';
import { Section } from '../../components/attraction-view/Section';
import { addressLines } from '../../components/attraction-view/view-helpers';
import { getManagedAttraction, saveAttraction } from '../../api/attraction-submissions';
import { saveFailureMessage } from '../../components/attraction-form/page-frame';
import { CategorySelector } from '../../components/attraction-form/steps/CategoriesStep';
import { FacilitySelector } from '../../components/attraction-form/steps/FacilitiesStep';
import {
  toAttractionInput,
  valuesFromAttraction,
  wizardErrors,
  type WizardField,
  type WizardOptions,
  type WizardValues,
} from '../../components/attraction-form/wizard-model';
import { PageLoading } from '../../components/PageLoading';
import NotFoundPage from '../../components/NotFoundPage';
import { AdminActionBar } from '../../components/attraction-form/AdminActionBar';
import {
  EditableRow,
  EditButton,
  EditorForm,
  NotSet,
  RowCard,
  type EditorControl,
} from './inline-editor';
import { resolvePageAccess, type PageAccess } from '../../lib/attraction-page-access';
import { useAdminAccess } from '../../providers/admin-session/use-admin-access';
import { useLeavePrompt } from './use-leave-prompt';

type EditorKey =
  | 'name'
  | 'googlePlaceId'
  | 'imageUrl'
  | 'description'
  | 'contact'
  | 'facilities'
  | 'location'
  | 'categories'
  | 'ratings';

const CONTACT_FIELDS: WizardField[] = [
  'linkUrl',
  'phoneNumber',
  'emailAddress',
  'facebookUsername',
  'twitterUsername',
  'instagramUsername',
];
const LOCATION_FIELDS: WizardField[] = [
  'address1',
  'address2',
  'town',
  'postCode',
  'country',
  'latitude',
  'longitude',
  'region',
];

/** SPEC §4 editing state: the separate editors and the fields each one changes. */
const EDITORS: Record<EditorKey, { title: string; fields: WizardField[] }> = {
  name: { title: 'Name', fields: ['name'] },
  googlePlaceId: { title: 'Google Place ID', fields: ['googlePlaceId'] },
  imageUrl: { title: 'Image URL', fields: ['imageUrl'] },
  description: { title: 'Description', fields: ['description'] },
  contact: { title: 'Contact', fields: CONTACT_FIELDS },
  facilities: { title: 'Facilities', fields: ['facilities', 'facilityTypes'] },
  location: { title: 'Location and Region', fields: LOCATION_FIELDS },
  categories: { title: 'Categories', fields: ['categories', 'mainCategory'] },
  ratings: { title: 'Ratings', fields: ['rating', 'entryPrice'] },
};

const LABELS: Partial<Record<WizardField, string>> = {
  name: 'Name',
  googlePlaceId: 'Google Place ID',
  imageUrl: 'Image URL',
  description: 'Description',
  linkUrl: 'Website',
  phoneNumber: 'Phone number',
  emailAddress: 'Email address',
  facebookUsername: 'Facebook account',
  twitterUsername: 'Twitter account',
  instagramUsername: 'Instagram account',
  address1: 'Address line 1',
  address2: 'Address line 2',
  town: 'Town',
  postCode: 'Postcode',
  country: 'Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
  region: 'Region',
  rating: 'Rating (out of 5)',
  entryPrice: 'Adult entry price (£)',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /attraction/edit/{id} (SPEC §2, §4, §6): the attraction page itself, its view panels each with
 * a Set/Edit button beside the heading and its editor opening in place (docs/decisions/103).
 */
export default function AttractionEditPage() {
  usePageTitle(PAGE_NAMES.edit);
  const { attractionId } = useParams();
  const { pathname } = useLocation();
  const { token, checking } = useAdminAccess();
  const { productName } = useSiteConfig();
  const id = parseAttractionId(attractionId);
  const access = resolvePageAccess(pathname, token !== null);
  const query = useQuery({
    // SPEC §4: data reloads when the id in the path changes (the id is in the key).
    queryKey: ['managed-attraction', id, token],
    queryFn: ({ signal }) => getManagedAttraction(id!, token, signal),
    enabled: id !== null && !checking,
    staleTime: 0,
  });

  if (id === null || !access) return <NotFoundPage />;
  if (checking || query.isPending) {
    return <PageLoading text={listTexts.loadingAttraction(productName)} />;
  }
  if (query.isError) return <NotFoundPage />;
  const attraction = query.data;

  return (
    <Box>
      {access.showNotLoggedIn ? (
        <Container maxWidth="lg" sx={{ pt: 3 }}>
          <Alert severity="warning">
            {/* SPEC §6's sentence with its 'Log-in' as the link. */}
            {notices.notLoggedInToEdit.slice(0, notices.notLoggedInToEdit.indexOf('Log-in'))}
            <Link component={RouterLink} to="/admin" sx={{ fontWeight: 700, color: 'inherit' }}>
              Log-in
            </Link>
            {notices.notLoggedInToEdit.slice(notices.notLoggedInToEdit.indexOf('Log-in') + 6)}
          </Alert>
        </Container>
      ) : null}
      {attraction === null ? (
        access.showNotLoggedIn ? null : (
          <NotFoundPage />
        )
      ) : token === null ? (
        // Not logged in: the read-only page under the warning (SPEC §6).
        <AttractionView attraction={attraction} />
      ) : (
        <InlineEditing
          key={attraction.id}
          attraction={attraction}
          access={access}
          token={token}
          onReload={() => query.refetch()}
        />
      )}
    </Box>
  );
}

function InlineEditing({
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
  const [draft, setDraft] = useState<WizardValues>(loaded);
  const [open, setOpen] = useState<EditorKey | null>(null);
  // A reload brings new saved values: closed editors start from them (open ones keep typing).
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    if (open === null) setDraft(loaded);
  }
  const [touched, setTouched] = useState<Set<WizardField>>(new Set());
  const [busy, setBusy] = useState(false);
  const [facilitiesSaving, setFacilitiesSaving] = useState(false);
  const { showAlert } = useAlerts();
  const errors = useMemo(() => wizardErrors(draft, options), [draft, options]);

  // SPEC §4: dirty once a field differs from its loaded value.
  const dirty = (Object.keys(loaded) as WizardField[]).some((f) => !same(draft[f], loaded[f]));
  useLeavePrompt(dirty);

  const change = <K extends WizardField>(field: K, value: WizardValues[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => new Set(previous).add(field));
  };
  const errorOf = (field: WizardField) => (touched.has(field) ? errors[field] : undefined);

  const close = () => {
    setDraft(loaded);
    setTouched(new Set());
    setOpen(null);
  };

  const save = async (values: WizardValues) => {
    await saveAttraction(attraction.id, toAttractionInput(values, options), token);
    showAlert({ severity: 'success', message: notices.saved });
    setOpen(null);
    setTouched(new Set());
    await onReload();
  };

  const confirm = async (key: EditorKey) => {
    const fields = EDITORS[key].fields;
    const failing = fields.filter((f) => errors[f] !== undefined);
    setBusy(true);
    try {
      if (key === 'contact') {
        // SPEC §5: each valid contact field is saved on its own; invalid ones keep the editor open.
        const merged = { ...loaded };
        let changed = false;
        for (const field of fields) {
          if (errors[field] === undefined && !same(draft[field], loaded[field])) {
            let value = draft[field] as string;
            if (field === 'linkUrl' && value.trim() !== '') value = withScheme(value.trim());
            (merged as Record<string, unknown>)[field] = value;
            changed = true;
          }
        }
        if (changed) {
          await saveAttraction(attraction.id, toAttractionInput(merged, options), token);
          showAlert({ severity: 'success', message: notices.saved });
        }
        if (failing.length > 0) {
          setTouched(new Set(fields));
          showAlert({
            severity: 'error',
            message: failing.map((f) => `${LABELS[f]}: ${errors[f]}`).join(' '),
          });
          if (changed) await onReload();
          return;
        }
        setOpen(null);
        setTouched(new Set());
        await onReload();
        return;
      }
      if (failing.length > 0) {
        // SPEC §5: Confirm is blocked while a field has errors; the snackbar lists them.
        setTouched(new Set(fields));
        showAlert({
          severity: 'error',
          message: failing.map((f) => `${LABELS[f] ?? EDITORS[key].title}: ${errors[f]}`).join(' '),
        });
        return;
      }
      const merged = { ...loaded };
      for (const field of fields) (merged as Record<string, unknown>)[field] = draft[field];
      if (key === 'facilities') {
        setFacilitiesSaving(true);
        await new Promise((resolve) => setTimeout(resolve, FACILITY_SAVE_DELAY_MS));
      }
      await save(merged);
    } catch (error) {
      showAlert({ severity: 'error', message: saveFailureMessage(error) });
    } finally {
      setBusy(false);
      setFacilitiesSaving(false);
    }
  };

  const control = (key: EditorKey, isEmpty: boolean): EditorControl => ({
    title: EDITORS[key].title,
    isEmpty,
    open: open === key,
    blocked: open !== null && open !== key,
    busy,
    onOpen: () => {
      setDraft(loaded);
      setTouched(new Set());
      setOpen(key);
    },
    onCancel: close,
    onConfirm: () => void confirm(key),
  });

  const field = (name: WizardField, props: TextFieldProps = {}) => (
    <TextField
      key={name}
      label={LABELS[name]}
      value={draft[name] as string}
      onChange={(event) => change(name, event.target.value as never)}
      onBlur={() => setTouched((previous) => new Set(previous).add(name))}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name) ?? props.helperText}
      fullWidth
      {...props}
    />
  );

  const contactEmpty = CONTACT_FIELDS.every((f) => loaded[f] === '');
  const locationEmpty = LOCATION_FIELDS.every((f) => loaded[f] === '');
  const name = control('name', loaded.name === '');
  const placeId = control('googlePlaceId', loaded.googlePlaceId === '');
  const image = control('imageUrl', loaded.imageUrl === '');
  const ratings = control('ratings', loaded.rating === '' && loaded.entryPrice === '');
  const categories = control('categories', attraction.categories.length === 0);
  const contact = control('contact', contactEmpty);
  const description = control('description', attraction.description.trim() === '');
  const facilities = control('facilities', attraction.facilities.length === 0);
  const location = control('location', locationEmpty);

  return (
    <Box component="article" aria-label={attraction.name} sx={{ pb: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg" disableGutters sx={{ px: { sm: 3 }, pt: { sm: 3 } }}>
        <Stack spacing={1.5} sx={{ mb: { xs: 2, md: 3 } }}>
          <AdminActionBar
            attraction={attraction}
            access={access}
            token={token}
            hasUnsavedChanges={dirty}
            onReload={onReload}
            links={
              <Link
                component={RouterLink}
                to={`/attraction/${attraction.id}`}
                underline="hover"
                sx={{ fontWeight: 600, fontSize: '0.9rem' }}
              >
                View the public page
              </Link>
            }
          />
          {dirty ? (
            <Alert severity="warning" sx={{ borderRadius: { xs: 0, sm: 2 } }}>
              You have unsaved changes. Confirm or cancel the open editor before leaving.
            </Alert>
          ) : null}
        </Stack>
        {/* The view's grid; the picture's own editors sit under it on wide screens and after
            the name and contact on phones. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gridTemplateRows: { md: 'auto 1fr' },
            columnGap: 4,
            rowGap: { xs: 2.5, md: 2 },
            alignItems: 'start',
          }}
        >
          <HeroImage attraction={attraction} />
          <Box
            sx={{
              px: { xs: 2, sm: 0 },
              gridColumn: { md: 1 },
              gridRow: { md: 2 },
              order: { xs: 1, md: 0 },
            }}
          >
            <RowCard>
              <EditableRow
                control={image}
                editor={field('imageUrl', {
                  type: 'url',
                  helperText: 'A direct link to a landscape picture (https://…).',
                })}
              >
                <Typography
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  title={loaded.imageUrl}
                >
                  {loaded.imageUrl}
                </Typography>
              </EditableRow>
              <EditableRow
                control={ratings}
                editor={
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 2,
                      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    }}
                  >
                    {field('rating', {
                      select: true,
                      children: [
                        <MenuItem key="" value="">
                          <em>No rating</em>
                        </MenuItem>,
                        ...RATING_CHOICES.map((v) => (
                          <MenuItem key={v} value={v}>
                            {v}
                          </MenuItem>
                        )),
                      ],
                    })}
                    {field('entryPrice', { inputMode: 'decimal' })}
                  </Box>
                }
              >
                <Typography>{ratingsSummary(loaded, attraction.price)}</Typography>
              </EditableRow>
            </RowCard>
          </Box>
          <Box
            sx={{
              px: { xs: 2, sm: 0 },
              display: 'grid',
              gap: 2.5,
              gridColumn: { md: 2 },
              gridRow: { md: '1 / span 2' },
            }}
          >
            <Box component="section" aria-label="Name" sx={{ display: 'grid', gap: 1.5 }}>
              <AttractionSummary
                attraction={attraction}
                showCategories={false}
                nameAction={<EditButton control={name} />}
              />
              {name.open ? (
                <EditorForm control={name}>{field('name', { required: true })}</EditorForm>
              ) : null}
            </Box>
            <RowCard>
              <EditableRow
                control={categories}
                editor={
                  <CategorySelector
                    categories={draft.categories}
                    mainCategory={draft.mainCategory}
                    categoriesError={errorOf('categories')}
                    mainError={errorOf('mainCategory')}
                    onChange={(next) => {
                      setDraft((previous) => ({ ...previous, ...next }));
                      setTouched((previous) =>
                        new Set(previous).add('categories').add('mainCategory'),
                      );
                    }}
                  />
                }
              >
                <CategoryTags
                  categories={attraction.categories}
                  mainCategory={attraction.mainCategory}
                />
              </EditableRow>
              {access.isAdmin ? (
                <EditableRow control={placeId} editor={field('googlePlaceId')}>
                  <Typography sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>
                    {loaded.googlePlaceId}
                  </Typography>
                </EditableRow>
              ) : null}
            </RowCard>
            {contact.open || contactEmpty ? (
              <PanelCard title="Plan your visit" action={<EditButton control={contact} />}>
                {contact.open ? (
                  <EditorForm control={contact}>
                    <Box
                      sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr' },
                      }}
                    >
                      {CONTACT_FIELDS.map((f) =>
                        field(
                          f,
                          f === 'emailAddress'
                            ? { type: 'email' }
                            : f === 'phoneNumber'
                              ? { type: 'tel' }
                              : {},
                        ),
                      )}
                    </Box>
                  </EditorForm>
                ) : (
                  <NotSet text="No website, phone, email or social accounts yet." />
                )}
              </PanelCard>
            ) : (
              <ContactPanel attraction={attraction} action={<EditButton control={contact} />} />
            )}
          </Box>
        </Box>
      </Container>
      <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
        {description.open || description.isEmpty ? (
          <Section title="Description" action={<EditButton control={description} />}>
            {description.open ? (
              <EditorForm control={description}>
                {field('description', { multiline: true, minRows: 6, required: true })}
              </EditorForm>
            ) : (
              <NotSet />
            )}
          </Section>
        ) : (
          <DescriptionPanel attraction={attraction} action={<EditButton control={description} />} />
        )}
        {facilities.open || facilities.isEmpty ? (
          <Section title="Facilities" action={<EditButton control={facilities} />}>
            {facilitiesSaving ? (
              <Alert severity="info" role="status">
                {notices.facilitiesSaving}
              </Alert>
            ) : facilities.open ? (
              <EditorForm control={facilities}>
                <FacilitySelector
                  value={draft.facilities}
                  types={draft.facilityTypes}
                  onChange={(next) => change('facilities', next)}
                  onTypesChange={(next) => change('facilityTypes', next)}
                />
              </EditorForm>
            ) : (
              <NotSet text="No facilities recorded yet." />
            )}
          </Section>
        ) : (
          <FacilitiesPanel attraction={attraction} action={<EditButton control={facilities} />} />
        )}
        {location.open || !attraction.location.coordinates ? (
          <Section title="Location and Region" action={<EditButton control={location} />}>
            {location.open ? (
              <EditorForm control={location}>
                <LocationFields field={field} draft={draft} change={change} errorOf={errorOf} />
              </EditorForm>
            ) : locationEmpty ? (
              <NotSet />
            ) : (
              <LocationSummary attraction={attraction} />
            )}
          </Section>
        ) : (
          <LocationPanel attraction={attraction} action={<EditButton control={location} />} />
        )}
        <Divider sx={{ mt: 2 }} />
        <RelatedPanel attraction={attraction} />
      </Container>
    </Box>
  );
}

const RATING_CHOICES = ['0', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'];

function ratingsSummary(values: WizardValues, band: number | null): string {
  const parts = [values.rating === '' ? 'No rating' : `Rated ${values.rating} out of 5`];
  if (values.entryPrice !== '') parts.push(`adult entry ${formatPrice(Number(values.entryPrice))}`);
  if (isPriceBand(band)) parts.push(`cost ${priceBandLabels[band]}`);
  return parts.join(' · ');
}

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

/** The contact panel's frame, for when it is empty or being edited. */
function PanelCard({
  title,
  action,
  children,
}: {
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'rgba(0,0,0,0.08)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function LocationFields({
  field,
  draft,
  change,
  errorOf,
}: {
  field: (name: WizardField, props?: TextFieldProps) => React.ReactNode;
  draft: WizardValues;
  change: <K extends WizardField>(field: K, value: WizardValues[K]) => void;
  errorOf: (field: WizardField) => string | undefined;
}) {
  // Regions come from the catalogue; the select needs them loaded.
  const { data: regions = [] } = useRegionsList();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {field('address1')}
      {field('address2')}
      {field('town')}
      {field('postCode')}
      {field('country')}
      <TextField
        select
        required
        label="Region"
        value={draft.region}
        onChange={(event) => change('region', event.target.value)}
        error={errorOf('region') !== undefined}
        helperText={errorOf('region')}
        fullWidth
      >
        {regions.map((r) => (
          <MenuItem key={r.regionName} value={r.regionName}>
            {r.displayName}
          </MenuItem>
        ))}
      </TextField>
      {field('latitude', { inputMode: 'decimal' })}
      {field('longitude', { inputMode: 'decimal' })}
    </Box>
  );
}
