import { Link, Paper, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  RegionInputSchema,
  type Region,
  type RegionInputParsed,
} from '../../../../contract/region';
import { useCreateRegion } from '../api/create-region';
import { useAdminRegion } from '../api/get-admin-region';
import { useUpdateRegion } from '../api/update-region';
import { REGION } from '../forms/catalogue-entities';
import { CatalogueFormPage } from '../forms/CatalogueFormPage';
import { CatalogueFormScaffold } from '../forms/CatalogueFormScaffold';
import { contractResolver } from '../../../components/forms/form-resolver';
import { FormSection } from '../forms/FormSection';
import { FormTextField } from '../../../components/forms/FormTextField';
import { SlugField } from '../forms/SlugField';
import { savedMessages, useCatalogueForm } from '../forms/use-catalogue-form';
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
  return (
    <CatalogueFormPage param="regionName" useItem={useAdminRegion} entity={REGION}>
      {(region) => <RegionEditor region={region} />}
    </CatalogueFormPage>
  );
}

function formValues(region: Region | undefined): RegionForm {
  return {
    regionName: region?.regionName ?? '',
    displayName: region?.displayName ?? '',
    latitude: region ? String(region.latitude) : '',
    longitude: region ? String(region.longitude) : '',
  };
}

const resolver = contractResolver<RegionForm, RegionInputParsed>(RegionInputSchema, [
  'latitude',
  'longitude',
]);

function RegionEditor({ region }: { region?: Region }) {
  const catalogueForm = useCatalogueForm({
    item: region,
    toForm: formValues,
    resolver,
    fields: FIELDS,
    keyField: 'regionName',
    create: useCreateRegion(),
    update: useUpdateRegion(region?.regionName ?? ''),
    editPath: (created) => adminPaths.regionEdit(created.regionName),
    messages: savedMessages('Region'),
  });
  const { control } = catalogueForm.form;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const lat = Number(latitude);
  const lng = Number(longitude);
  const hasPoint =
    latitude !== '' && longitude !== '' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

  return (
    <CatalogueFormScaffold
      form={catalogueForm}
      entity={REGION}
      itemName={region?.displayName}
      subtitle="A region's centre is where its map opens."
    >
      <FormSection title="Details" columns={2}>
        <FormTextField
          control={control}
          name="displayName"
          label="Display name"
          required
          placeholder="e.g. Yorkshire"
          onValueChange={catalogueForm.deriveKey}
        />
        <SlugField
          control={control}
          name="regionName"
          label="Region name"
          isCreate={catalogueForm.isCreate}
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
    </CatalogueFormScaffold>
  );
}
