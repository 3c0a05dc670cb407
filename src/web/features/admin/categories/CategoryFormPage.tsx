import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  CategoryInputSchema,
  categoryInputDefaults,
  type Category,
  type CategoryInputParsed,
} from '../../../../contract/category';
import { useCreateCategory } from '../api/create-category';
import { useAdminCategory } from '../api/get-admin-category';
import { useUpdateCategory } from '../api/update-category';
import { CATEGORY } from '../forms/catalogue-entities';
import { CatalogueFormPage } from '../forms/CatalogueFormPage';
import { CatalogueFormScaffold } from '../forms/CatalogueFormScaffold';
import { ColourField } from '../forms/ColourField';
import { readableTextOn } from '../forms/contrast';
import { contractResolver } from '../../../components/forms/form-resolver';
import { FormSection } from '../forms/FormSection';
import { PreviewCard } from '../forms/PreviewCard';
import { FormTextField } from '../../../components/forms/FormTextField';
import { SlugField } from '../forms/SlugField';
import { savedMessages, useCatalogueForm } from '../forms/use-catalogue-form';
import { adminPaths } from '../paths';

interface CategoryForm {
  categoryName: string;
  displayName: string;
  categoryPageTitle: string;
  rank: string;
  displayColor: string;
}

const FIELDS = [
  'categoryName',
  'displayName',
  'categoryPageTitle',
  'rank',
  'displayColor',
] as const;

const COLOUR_PRESETS = [
  '#C62828',
  '#AD1457',
  '#6A1B9A',
  '#283593',
  '#1565C0',
  '#00838F',
  '#2E7D32',
  '#EF6C00',
  '#6D4C41',
  '#37474F',
];

/** /admin/categories/create and /admin/categories/edit/{categoryName}. */
export default function CategoryFormPage() {
  return (
    <CatalogueFormPage param="categoryName" useItem={useAdminCategory} entity={CATEGORY}>
      {(category) => <CategoryEditor category={category} />}
    </CatalogueFormPage>
  );
}

function formValues(category: Category | undefined): CategoryForm {
  const source = category ?? { ...categoryInputDefaults, categoryName: '' };
  return {
    categoryName: source.categoryName,
    displayName: source.displayName,
    categoryPageTitle: source.categoryPageTitle,
    rank: String(source.rank),
    displayColor: source.displayColor,
  };
}

const resolver = contractResolver<CategoryForm, CategoryInputParsed>(CategoryInputSchema, ['rank']);

function CategoryEditor({ category }: { category?: Category }) {
  const catalogueForm = useCatalogueForm({
    item: category,
    toForm: formValues,
    resolver,
    fields: FIELDS,
    keyField: 'categoryName',
    create: useCreateCategory(),
    update: useUpdateCategory(category?.categoryName ?? ''),
    editPath: (created) => adminPaths.categoryEdit(created.categoryName),
    messages: savedMessages('Category'),
  });
  const { isCreate, deriveKey } = catalogueForm;
  const { control } = catalogueForm.form;
  const [displayName, pageTitle, colour, rank, slug] = useWatch({
    control,
    name: ['displayName', 'categoryPageTitle', 'displayColor', 'rank', 'categoryName'],
  });

  return (
    <CatalogueFormScaffold
      form={catalogueForm}
      entity={CATEGORY}
      itemName={category?.displayName}
      subtitle={
        isCreate
          ? 'A new kind of day out for the directory.'
          : 'Change how this category is named, ordered and painted.'
      }
      deleteTo={category && adminPaths.categoryDelete(category.categoryName)}
      preview={
        <TilePreview
          displayName={displayName}
          pageTitle={pageTitle}
          colour={colour}
          rank={rank}
          slug={slug}
        />
      }
    >
      <FormSection title="Details" columns={2}>
        <FormTextField
          control={control}
          name="displayName"
          label="Display name"
          required
          placeholder="e.g. Theme Parks"
          onValueChange={deriveKey}
        />
        <SlugField
          control={control}
          name="categoryName"
          label="Category name"
          isCreate={isCreate}
        />
        <FormTextField
          control={control}
          name="categoryPageTitle"
          label="Page title"
          required
          placeholder="e.g. Thrills, Rides and Family Fun"
          helperText="The heading of the category's page."
        />
        <FormTextField
          control={control}
          name="rank"
          label="Rank"
          type="number"
          required
          helperText="Lower ranks come first. New categories start at 1000."
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      </FormSection>
      <FormSection title="Display colour" description="Paints the category's tile and tags.">
        <ColourField
          control={control}
          name="displayColor"
          label="Display colour"
          required
          presets={COLOUR_PRESETS}
        />
      </FormSection>
    </CatalogueFormScaffold>
  );
}

/** The category tile as visitors will see it, in the chosen colour. */
function TilePreview({
  displayName,
  pageTitle,
  colour,
  rank,
  slug,
}: {
  displayName: string;
  pageTitle: string;
  colour: string;
  rank: string;
  slug: string;
}) {
  const valid = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour);
  const background = valid ? colour : '#9ca3af';
  return (
    <PreviewCard>
      <Box
        aria-hidden
        sx={{
          aspectRatio: { xs: '16 / 9', md: '4 / 3' },
          borderRadius: '12px',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          color: readableTextOn(background),
          background: `radial-gradient(circle at 85% 15%, rgba(255,255,255,0.28), transparent 45%), linear-gradient(160deg, ${background}, ${background})`,
          boxShadow: 'inset 0 -60px 80px -40px rgba(0,0,0,0.25)',
        }}
      >
        <Typography
          sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1.15, overflowWrap: 'anywhere' }}
        >
          {displayName.trim() || 'Display name'}
        </Typography>
        <Typography sx={{ fontSize: '0.85rem', opacity: 0.95, mt: 0.5 }}>
          {pageTitle.trim() || 'Page title'}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', mt: 1.5 }}>
        {valid ? `Colour ${colour.toUpperCase()}` : 'Grey until a colour is picked'} · rank{' '}
        {rank || '—'}
        {slug ? ` · /categories/${slug}` : ''}
      </Typography>
    </PreviewCard>
  );
}
