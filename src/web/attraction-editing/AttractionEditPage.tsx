import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import type { Attraction } from '../../contract/attraction.js';
import { FACILITY_SAVE_DELAY_MS } from '../../contract/constants.js';
import { facilitySelectionLabels } from '../../contract/enums.js';
import { listTexts, notices } from '../../contract/messages.js';
import { PAGE_NAMES } from '../../contract/page-titles.js';
import { formatPrice } from '../../contract/price.js';
import { withScheme } from '../../contract/web-url.js';
import { useRegions as useRegionsList } from '../api/get-regions';
import { useAlerts } from '../app/alerts';
import { useSiteConfig } from '../app/site-config-context';
import { usePageTitle } from '../app/use-page-title';
import { parseAttractionId } from '../attraction-page/api/get-attraction';
import { AttractionSummary } from '../attraction-page/view/AttractionSummary';
import { HeroImage } from '../attraction-page/view/HeroImage';
import { getManagedAttraction, saveAttraction } from '../attraction-wizard/api';
import { saveFailureMessage } from '../attraction-wizard/page-frame';
import { CategorySelector } from '../attraction-wizard/steps/CategoriesStep';
import { FacilitySelector } from '../attraction-wizard/steps/FacilitiesStep';
import {
  toAttractionInput,
  valuesFromAttraction,
  wizardErrors,
  type WizardField,
  type WizardOptions,
  type WizardValues,
} from '../attraction-wizard/wizard-model';
import { PageLoading } from '../components/PageLoading';
import NotFoundPage from '../system/NotFoundPage';
import { AdminActionBar } from './AdminActionBar';
import { EditorCard } from './EditorCard';
import { resolvePageAccess, type PageAccess } from './page-access';
import { useAdminAccess } from './use-admin-access';
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
  facilities: { title: 'Facilities', fields: ['facilities'] },
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

/** /attraction/edit/{id} (SPEC §2, §4, §6): the attraction page with inline editors. */
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
    <Box sx={{ pb: 6 }}>
      {access.showNotLoggedIn ? (
        <Container maxWidth="lg" sx={{ pt: 3 }}>
          <Alert severity="warning">
            {notices.notLoggedInToEdit.replace('Log-in', '')}
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
        <Container maxWidth="lg" sx={{ pt: 3 }}>
          <HeroImage attraction={attraction} />
          <Box sx={{ mt: 2 }}>
            <AttractionSummary attraction={attraction} />
          </Box>
        </Container>
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

  const card = (
    key: EditorKey,
    summary: React.ReactNode,
    isEmpty: boolean,
    editor: React.ReactNode,
  ) => (
    <EditorCard
      key={key}
      title={EDITORS[key].title}
      summary={summary}
      isEmpty={isEmpty}
      open={open === key}
      blocked={open !== null && open !== key}
      busy={busy}
      onOpen={() => {
        setDraft(loaded);
        setTouched(new Set());
        setOpen(key);
      }}
      onCancel={close}
      onConfirm={() => void confirm(key)}
    >
      {editor}
    </EditorCard>
  );

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

  const text = (value: string) => <Typography>{value}</Typography>;
  const address = [loaded.address1, loaded.address2, loaded.town, loaded.postCode, loaded.country]
    .filter((part) => part.trim() !== '')
    .join(', ');

  return (
    <Container maxWidth="lg" disableGutters sx={{ px: { sm: 3 }, pt: { xs: 0, sm: 3 } }}>
      <Stack spacing={2}>
        <AdminActionBar
          attraction={attraction}
          access={access}
          token={token}
          hasUnsavedChanges={dirty}
          onReload={onReload}
        />
        {dirty ? (
          <Alert severity="warning" sx={{ borderRadius: { xs: 0, sm: 1 } }}>
            You have unsaved changes.
          </Alert>
        ) : null}
        {facilitiesSaving ? (
          <Alert severity="info" role="status">
            {notices.facilitiesSaving}
          </Alert>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gap: { xs: 2, md: 3 },
            alignItems: 'start',
          }}
        >
          <HeroImage attraction={attraction} />
          <Stack spacing={2}>
            {card('name', text(loaded.name), loaded.name === '', field('name', { required: true }))}
            {card(
              'googlePlaceId',
              text(loaded.googlePlaceId),
              loaded.googlePlaceId === '',
              field('googlePlaceId'),
            )}
            {card(
              'imageUrl',
              text(loaded.imageUrl),
              loaded.imageUrl === '',
              field('imageUrl', { type: 'url' }),
            )}
            {card(
              'ratings',
              text(
                [
                  loaded.rating ? `Rating ${loaded.rating} / 5` : 'No rating',
                  loaded.entryPrice ? `Entry ${formatPrice(Number(loaded.entryPrice))}` : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              ),
              false,
              <Stack spacing={2}>
                {field('rating', {
                  select: true,
                  children: [
                    <MenuItem key="" value="">
                      <em>No rating</em>
                    </MenuItem>,
                    ...['0', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'].map(
                      (v) => (
                        <MenuItem key={v} value={v}>
                          {v}
                        </MenuItem>
                      ),
                    ),
                  ],
                })}
                {field('entryPrice', { inputMode: 'decimal' })}
              </Stack>,
            )}
          </Stack>
        </Box>
        {card(
          'description',
          <Typography sx={{ whiteSpace: 'pre-line' }}>{loaded.description}</Typography>,
          loaded.description === '',
          field('description', { multiline: true, minRows: 5, required: true }),
        )}
        {card(
          'contact',
          <Stack spacing={0.5}>
            {CONTACT_FIELDS.filter((f) => (loaded[f] as string) !== '').map((f) => (
              <Typography key={f}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {LABELS[f]}:
                </Box>{' '}
                {loaded[f] as string}
              </Typography>
            ))}
          </Stack>,
          CONTACT_FIELDS.every((f) => loaded[f] === ''),
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
          </Box>,
        )}
        {card(
          'facilities',
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {attraction.facilities.map((f) => (
              <Chip
                key={f.name}
                variant="outlined"
                label={`${f.displayName.replace('|', ' ')}: ${facilitySelectionLabels[f.state]}`}
              />
            ))}
          </Stack>,
          attraction.facilities.length === 0,
          <FacilitySelector
            value={draft.facilities}
            onChange={(next) => change('facilities', next)}
          />,
        )}
        {card(
          'location',
          <Stack spacing={0.5}>
            {address ? <Typography>{address}</Typography> : null}
            <Typography>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Region:
              </Box>{' '}
              {attraction.location.region?.displayName ?? 'None'}
            </Typography>
            {attraction.location.coordinates ? (
              <Typography sx={{ color: 'text.secondary' }}>
                {attraction.location.coordinates.latitude},{' '}
                {attraction.location.coordinates.longitude}
              </Typography>
            ) : null}
          </Stack>,
          false,
          <LocationFields field={field} draft={draft} change={change} errorOf={errorOf} />,
        )}
        {card(
          'categories',
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {attraction.categories.map((c) => (
              <Chip
                key={c.categoryName}
                color={
                  c.categoryName === attraction.mainCategory?.categoryName ? 'primary' : 'default'
                }
                label={c.displayName}
              />
            ))}
          </Stack>,
          attraction.categories.length === 0,
          <CategorySelector
            categories={draft.categories}
            mainCategory={draft.mainCategory}
            categoriesError={errorOf('categories')}
            mainError={errorOf('mainCategory')}
            onChange={(next) => {
              setDraft((previous) => ({ ...previous, ...next }));
              setTouched((previous) => new Set(previous).add('categories').add('mainCategory'));
            }}
          />,
        )}
        <Box sx={{ px: { xs: 2, sm: 0 } }}>
          <Button component={RouterLink} to={`/attraction/${attraction.id}`} variant="text">
            View the public page
          </Button>
        </Box>
      </Stack>
    </Container>
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
