import { Alert, Box } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import {
  AttractionGroupInputSchema,
  NO_MAIN_CATEGORY,
  attractionGroupInputDefaults,
  type AttractionGroup,
  type AttractionGroupInputParsed,
} from '../../../../contract/attraction-group';
import {
  ALL_LIST_PAGE_SIZE,
  DEFAULT_BRANDING_TEXT_COLOUR,
  FIELD_LIMITS,
} from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import { useCreateGroup } from '../api/create-group';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminGroup } from '../api/get-admin-group';
import { useUpdateGroup } from '../api/update-group';
import { GROUP } from '../forms/catalogue-entities';
import { CatalogueFormPage } from '../forms/CatalogueFormPage';
import { CatalogueFormScaffold } from '../forms/CatalogueFormScaffold';
import { ColourField } from '../forms/ColourField';
import { contractResolver } from '../../../components/forms/form-resolver';
import { FormSection } from '../forms/FormSection';
import { FormSelectField } from '../forms/FormSelectField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { SlugField } from '../forms/SlugField';
import { savedMessages, useCatalogueForm } from '../forms/use-catalogue-form';
import { adminPaths } from '../paths';
import { GroupPreview, type GroupBranding } from './GroupPreview';

interface GroupForm {
  groupId: string;
  displayName: string;
  websiteUrl: string;
  mainCategory: string;
  description: string;
  branding: GroupBranding;
}

const FIELDS = [
  'groupId',
  'displayName',
  'websiteUrl',
  'mainCategory',
  'description',
  'branding.primaryColour',
  'branding.secondaryColour',
  'branding.textColour',
] as const;

const BRAND_PRESETS = ['#0F1E5A', '#00A0DF', '#1B4D3E', '#7A1F2B', '#F2C94C', '#111827', '#FFFFFF'];

/** /admin/attractiongroups/create and /admin/attractiongroups/edit/{groupId}. */
export default function GroupFormPage() {
  return (
    <CatalogueFormPage param="groupId" useItem={useAdminGroup} entity={GROUP}>
      {(group) => <GroupEditor group={group} />}
    </CatalogueFormPage>
  );
}

function formValues(group: AttractionGroup | undefined): GroupForm {
  if (!group) {
    const { branding, ...rest } = attractionGroupInputDefaults;
    return { ...rest, groupId: '', branding: { ...branding } };
  }
  return {
    groupId: group.groupId,
    displayName: group.displayName,
    websiteUrl: group.websiteUrl,
    mainCategory: group.mainCategory || NO_MAIN_CATEGORY,
    description: group.description,
    branding: { ...group.branding },
  };
}

const resolver = contractResolver<GroupForm, AttractionGroupInputParsed>(
  AttractionGroupInputSchema,
);

type GroupControl = Control<GroupForm, unknown, AttractionGroupInputParsed>;

function GroupEditor({ group }: { group?: AttractionGroup }) {
  const catalogueForm = useCatalogueForm({
    item: group,
    toForm: formValues,
    resolver,
    fields: FIELDS,
    keyField: 'groupId',
    create: useCreateGroup(),
    update: useUpdateGroup(group?.groupId ?? ''),
    editPath: (created) => adminPaths.groupEdit(created.groupId),
    messages: savedMessages('Attraction Group'),
  });
  const { control } = catalogueForm.form;
  const [displayName, description, branding] = useWatch({
    control,
    name: ['displayName', 'description', 'branding'],
  });

  return (
    <CatalogueFormScaffold
      form={catalogueForm}
      entity={GROUP}
      itemName={group?.displayName}
      subtitle="An operator with several attractions, shown in its own brand colours."
      preview={
        <GroupPreview displayName={displayName} description={description} branding={branding} />
      }
    >
      <FormSection title="Details" columns={2}>
        <FormTextField
          control={control}
          name="displayName"
          label="Display name"
          required
          placeholder="e.g. Merlin Entertainments"
          helperText={`At most ${FIELD_LIMITS.groupDisplayName} characters.`}
          onValueChange={catalogueForm.deriveKey}
        />
        <SlugField
          control={control}
          name="groupId"
          label="Group ID"
          isCreate={catalogueForm.isCreate}
        />
        <FormTextField
          control={control}
          name="websiteUrl"
          label="Website"
          required
          type="url"
          placeholder="e.g. https://www.example.co.uk"
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
        <MainCategoryField control={control} />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="description"
            label="Description"
            required
            multiline
            minRows={4}
            helperText={`${description.length} / ${FIELD_LIMITS.groupDescription} characters`}
          />
        </Box>
      </FormSection>
      <BrandingSection control={control} />
    </CatalogueFormScaffold>
  );
}

/**
 * The group's main category, chosen from every category; warns when there are too few categories
 * to choose from.
 */
function MainCategoryField({ control }: { control: GroupControl }) {
  const categories = useAdminCategories({ page: 1, search: '', pageSize: ALL_LIST_PAGE_SIZE });
  const options = categories.data?.results ?? [];
  return (
    <Box>
      <FormSelectField control={control} name="mainCategory" label="Main category" required>
        <option value={NO_MAIN_CATEGORY}>Select a main category</option>
        {options.map((category) => (
          <option key={category.categoryName} value={category.categoryName}>
            {category.displayName}
          </option>
        ))}
      </FormSelectField>
      {categories.isSuccess && options.length < 2 ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {messages.selectCategoryFirst}
        </Alert>
      ) : null}
    </Box>
  );
}

function BrandingSection({ control }: { control: GroupControl }) {
  return (
    <FormSection
      title="Branding"
      description={`Tiles use these colours. Text colour starts as ${DEFAULT_BRANDING_TEXT_COLOUR}.`}
      columns={2}
    >
      <ColourField
        control={control}
        name="branding.primaryColour"
        label="Primary colour"
        required
        presets={BRAND_PRESETS}
      />
      <ColourField
        control={control}
        name="branding.secondaryColour"
        label="Secondary colour"
        required
        presets={BRAND_PRESETS}
      />
      <ColourField
        control={control}
        name="branding.textColour"
        label="Text colour"
        required
        presets={['#FFFFFF', '#111827']}
      />
    </FormSection>
  );
}
