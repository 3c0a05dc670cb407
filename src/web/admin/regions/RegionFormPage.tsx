import { Box, Link, Paper, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { notices } from '../../../contract/messages.js';
import {
  RegionInputSchema,
  type Region,
  type RegionInputParsed,
} from '../../../contract/region.js';
import { deriveSlug } from '../../../contract/slug.js';
import { PageLoading } from '../../components/PageLoading';
import { useAdminAlerts } from '../alerts';
import { useCreateRegion } from '../api/create-region';
import { useAdminRegion } from '../api/get-admin-region';
import { useUpdateRegion } from '../api/update-region';
import { FormActions } from '../forms/FormActions';
import { contractResolver } from '../forms/form-resolver';
import { FormSection } from '../forms/FormSection';
import { FormTextField } from '../forms/FormTextField';
import { LoadFailure } from '../forms/LoadFailure';
import { applyServerErrors } from '../forms/server-errors';
import { SlugField } from '../forms/SlugField';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { adminPaths } from '../paths';

interface RegionForm {
  regionName: string;
  displayName: string;
  latitude: string;
  longitude: string;
}

const FIELDS = ['regionName', 'displayName', 'latitude', 'longitude'] as const;

/** /admin/regions/create and /admin/regions/edit/{regionName}. */
export default function RegionFormPage() {
  const { regionName } = useParams();
  return regionName ? <EditRegion regionName={regionName} /> : <RegionEditor key="new" />;
}

function EditRegion({ regionName }: { regionName: string }) {
  const query = useAdminRegion(regionName);
  if (query.isError) {
    return (
      <LoadFailure
        title="Edit Region"
        error={query.error}
        notFoundText="No matching Region could be found."
        backTo={adminPaths.regions}
        backLabel="All regions"
      />
    );
  }
  if (!query.data) return <PageLoading />;
  return <RegionEditor key={regionName} region={query.data} />;
}

function formValues(region: Region | undefined): RegionForm {
  return {
    regionName: region?.regionName ?? '',
    displayName: region?.displayName ?? '',
    latitude: region ? String(region.latitude) : '',
    longitude: region ? String(region.longitude) : '',
  };
}

function RegionEditor({ region }: { region?: Region }) {
  const isCreate = region === undefined;
  const navigate = useNavigate();
  const { showAlert } = useAdminAlerts();
  const create = useCreateRegion();
  const update = useUpdateRegion(region?.regionName ?? '');
  const { control, handleSubmit, formState, setValue, setError, reset } = useForm<
    RegionForm,
    unknown,
    RegionInputParsed
  >({
    resolver: contractResolver<RegionForm, RegionInputParsed>(RegionInputSchema, [
      'latitude',
      'longitude',
    ]),
    mode: 'all',
    defaultValues: formValues(region),
  });

  // Every flag is read on each render: react-hook-form tracks only the flags it sees read.
  const { isValid, isDirty, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (isCreate) {
        const created = await create.mutateAsync(values);
        showAlert({ severity: 'success', message: notices.entityCreated('Region') });
        navigate(adminPaths.regionEdit(created.regionName), { replace: true });
      } else {
        const saved = await update.mutateAsync(values);
        reset(formValues(saved));
        showAlert({ severity: 'success', message: notices.entityUpdated('Region') });
      }
    } catch (error) {
      showAlert({
        severity: 'error',
        message: applyServerErrors(
          error,
          setError,
          FIELDS,
          'This Region was not saved. Please try again.',
        ),
      });
    }
  });

  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const lat = Number(latitude);
  const lng = Number(longitude);
  const hasPoint =
    latitude !== '' && longitude !== '' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

  return (
    <>
      <AdminPageHeader
        title={isCreate ? 'Create Region' : `Edit ${region.displayName}`}
        pageTitle={isCreate ? 'Create Region' : `Edit Region - ${region.displayName}`}
        subtitle="A region's centre is where its map opens."
      />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={isCreate ? 'Create region' : 'Edit region'}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormSection title="Details" columns={2}>
            <FormTextField
              control={control}
              name="displayName"
              label="Display name"
              required
              placeholder="e.g. Yorkshire"
              onValueChange={(value) => {
                if (isCreate)
                  setValue('regionName', deriveSlug(value), {
                    shouldDirty: true,
                    shouldTouch: true,
                    shouldValidate: true,
                  });
              }}
            />
            <SlugField
              control={control}
              name="regionName"
              label="Region name"
              isCreate={isCreate}
            />
          </FormSection>
          <FormSection
            title="Centre"
            description="Decimal degrees. Great Britain lies between latitudes 49.9 and 60.9 and longitudes -8.2 and 1.8."
            columns={2}
          >
            <FormTextField
              control={control}
              name="latitude"
              label="Latitude"
              type="number"
              required
              placeholder="e.g. 53.96"
              slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
            />
            <FormTextField
              control={control}
              name="longitude"
              label="Longitude"
              type="number"
              required
              placeholder="e.g. -1.08"
              slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
            />
          </FormSection>
          {hasPoint ? (
            <Paper variant="outlined" sx={{ p: 2, borderRadius: '12px' }}>
              <Typography sx={{ fontSize: '0.9rem' }}>
                Check the centre on a map:{' '}
                <Link
                  href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=9/${lat}/${lng}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  open {lat.toFixed(4)}, {lng.toFixed(4)} in OpenStreetMap (new tab)
                </Link>
              </Typography>
            </Paper>
          ) : null}
          <FormActions
            saveLabel={isCreate ? 'Create region' : 'Save changes'}
            canSave={isValid && (isCreate || isDirty)}
            saving={isSubmitting}
            cancelTo={adminPaths.regions}
            hint={isValid ? null : 'Complete the required fields to save.'}
          />
        </Box>
      </Box>
    </>
  );
}
