import { Box } from '@mui/material';
import { useWatch, type Control, type Resolver } from 'react-hook-form';
import { DEFAULT_FACILITY_COLOUR, FIELD_LIMITS } from '../../../../contract/constants';
import {
  FacilityInputSchema,
  facilityInputDefaults,
  type Facility,
  type FacilityInputParsed,
} from '../../../../contract/facility';
import { messages, notices } from '../../../../contract/messages';
import { useCreateFacility } from '../api/create-facility';
import { useAdminFacility } from '../api/get-admin-facility';
import { useUpdateFacility } from '../api/update-facility';
import { FACILITY } from '../forms/catalogue-entities';
import { CatalogueFormPage } from '../forms/CatalogueFormPage';
import { CatalogueFormScaffold } from '../forms/CatalogueFormScaffold';
import { ColourField } from '../forms/ColourField';
import { contractResolver } from '../../../components/forms/form-resolver';
import { FormSection } from '../forms/FormSection';
import { FormSwitchField } from '../forms/FormSwitchField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { SlugField } from '../forms/SlugField';
import { useCatalogueForm } from '../forms/use-catalogue-form';
import { adminPaths } from '../paths';
import { FacilityPreview } from './FacilityPreview';
import { IconPicker } from './IconPicker';
import { TypesField } from './TypesField';

interface FacilityForm {
  facilityName: string;
  displayName: string;
  colour: string;
  forDisabled: boolean;
  isActive: boolean;
  icon: { prefix: string; iconName: string };
  availableDescription: string;
  unavailableDescription: string;
  unknownDescription: string;
  types: { name: string }[];
}

const FIELDS = [
  'facilityName',
  'displayName',
  'colour',
  'forDisabled',
  'isActive',
  'icon',
  'availableDescription',
  'unavailableDescription',
  'unknownDescription',
  'types',
] as const;

const COLOUR_PRESETS = [
  DEFAULT_FACILITY_COLOUR,
  '#2E7D32',
  '#1565C0',
  '#6D4C41',
  '#EF6C00',
  '#00838F',
  '#6A1B9A',
  '#C62828',
];

/** /admin/facilities/create and /admin/facilities/edit/{facilityName}. */
export default function FacilityFormPage() {
  return (
    <CatalogueFormPage param="facilityName" useItem={useAdminFacility} entity={FACILITY}>
      {(facility) => <FacilityEditor facility={facility} />}
    </CatalogueFormPage>
  );
}

function formValues(facility: Facility | undefined): FacilityForm {
  const source = facility ?? { ...facilityInputDefaults, facilityName: '' };
  return {
    facilityName: source.facilityName,
    displayName: source.displayName,
    colour: source.colour,
    forDisabled: source.forDisabled,
    isActive: source.isActive,
    icon: { ...source.icon },
    availableDescription:
      ('availableDescription' in source ? source.availableDescription : '') ?? '',
    unavailableDescription:
      ('unavailableDescription' in source ? source.unavailableDescription : '') ?? '',
    unknownDescription: ('unknownDescription' in source ? source.unknownDescription : '') ?? '',
    types: source.types.map((type) => ({ name: typeof type === 'string' ? type : type.name })),
  };
}

const DESCRIPTIONS = [
  ['availableDescription', 'When available', 'e.g. Parking is available on site.'],
  ['unavailableDescription', 'When unavailable', 'e.g. There is no parking on site.'],
  ['unknownDescription', 'When unknown', "e.g. We don't know whether there is parking on site."],
] as const;

const contractFacilityResolver = contractResolver<FacilityForm, FacilityInputParsed>(
  FacilityInputSchema,
);

/**
 * The contract's schema reports a missing icon twice (icon.prefix and icon.iconName); the picker
 * is one field, so its one message goes on 'icon' itself.
 */
const facilityResolver: Resolver<FacilityForm, unknown, FacilityInputParsed> = async (
  values,
  context,
  options,
) => {
  const result = await contractFacilityResolver(values, context, options);
  if (result.errors.icon) {
    const errors = { ...result.errors, icon: { type: 'icon', message: messages.icon } };
    return { values: {}, errors };
  }
  return result;
};

type FacilityControl = Control<FacilityForm, unknown, FacilityInputParsed>;

function FacilityEditor({ facility }: { facility?: Facility }) {
  const catalogueForm = useCatalogueForm({
    item: facility,
    toForm: formValues,
    resolver: facilityResolver,
    fields: FIELDS,
    keyField: 'facilityName',
    create: useCreateFacility(),
    update: useUpdateFacility(facility?.facilityName ?? ''),
    editPath: (created) => adminPaths.facilityEdit(created.facilityName),
    messages: {
      created: notices.created,
      updated: notices.updated,
      notSaved: 'This facility was not saved. Please try again.',
    },
  });
  const { isCreate, deriveKey } = catalogueForm;
  const { control } = catalogueForm.form;
  const [displayName, colour, icon, availableDescription] = useWatch({
    control,
    name: ['displayName', 'colour', 'icon', 'availableDescription'],
  });

  return (
    <CatalogueFormScaffold
      form={catalogueForm}
      entity={FACILITY}
      itemName={facility?.displayName.replace('|', ' ')}
      subtitle="What an attraction offers, and the words visitors read for each state."
      deleteTo={facility && adminPaths.facilityDelete(facility.facilityName)}
      previewWidth={300}
      preview={
        <FacilityPreview
          displayName={displayName}
          colour={colour}
          icon={icon}
          availableDescription={availableDescription}
        />
      }
    >
      <FacilityDetailsSection control={control} isCreate={isCreate} deriveKey={deriveKey} />
      <FormSection title="Icon and colour" columns={2}>
        <IconPicker control={control} colour={colour || DEFAULT_FACILITY_COLOUR} />
        <ColourField
          control={control}
          name="colour"
          label="Colour"
          presets={COLOUR_PRESETS}
          emptyText={`Empty means ${DEFAULT_FACILITY_COLOUR}.`}
          helperText={`Hex or a colour name; starts as ${DEFAULT_FACILITY_COLOUR}.`}
        />
      </FormSection>
      <FormSection
        title="What visitors read"
        description="Shown on an attraction's page for each state of this facility."
      >
        {DESCRIPTIONS.map(([field, label, placeholder]) => (
          <FormTextField
            key={field}
            control={control}
            name={field}
            label={label}
            placeholder={placeholder}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.facilityDescription } }}
          />
        ))}
      </FormSection>
      <FormSection
        title="Types"
        description="Kinds of this facility an attraction can tick, e.g. Free and Paid parking."
      >
        <TypesField control={control} />
      </FormSection>
    </CatalogueFormScaffold>
  );
}

/** The names (the key derived from the display name while creating) and the two switches. */
function FacilityDetailsSection({
  control,
  isCreate,
  deriveKey,
}: {
  control: FacilityControl;
  isCreate: boolean;
  deriveKey: (displayName: string) => void;
}) {
  return (
    <FormSection title="Details" columns={2}>
      <FormTextField
        control={control}
        name="displayName"
        label="Display name"
        required
        placeholder="e.g. Baby|Changing"
        helperText="A | splits the tile into a small first line and a main line."
        onValueChange={deriveKey}
      />
      <SlugField control={control} name="facilityName" label="Facility name" isCreate={isCreate} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          gridColumn: { md: '1 / -1' },
        }}
      >
        <FormSwitchField
          control={control}
          name="isActive"
          label="Active: offered on attraction pages and filters"
        />
        <FormSwitchField
          control={control}
          name="forDisabled"
          label="For disabled visitors: an accessibility facility"
        />
      </Box>
    </FormSection>
  );
}
