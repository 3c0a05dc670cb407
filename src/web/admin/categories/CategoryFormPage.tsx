import { Box, Button, Paper, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  CategoryInputSchema,
  categoryInputDefaults,
  type Category,
  type CategoryInputParsed,
} from '../../../contract/category.js';
import { notices } from '../../../contract/messages.js';
import { deriveSlug } from '../../../contract/slug.js';
import { PageLoading } from '../../components/PageLoading';
import { useAdminAlerts } from '../alerts';
import { useCreateCategory } from '../api/create-category';
import { useAdminCategory } from '../api/get-admin-category';
import { useUpdateCategory } from '../api/update-category';
import { ColourField } from '../forms/ColourField';
import { readableTextOn } from '../forms/contrast';
import { FormActions } from '../forms/FormActions';
import { contractResolver } from '../forms/form-resolver';
import { FormSection } from '../forms/FormSection';
import { FormTextField } from '../forms/FormTextField';
import { LoadFailure } from '../forms/LoadFailure';
import { applyServerErrors } from '../forms/server-errors';
import { SlugField } from '../forms/SlugField';
import { AdminPageHeader } from '../layout/AdminPageHeader';
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
  const { categoryName } = useParams();
  return categoryName ? <EditCategory categoryName={categoryName} /> : <CategoryEditor key="new" />;
}

function EditCategory({ categoryName }: { categoryName: string }) {
  const query = useAdminCategory(categoryName);
  if (query.isError) {
    return (
      <LoadFailure
        title="Edit Category"
        error={query.error}
        notFoundText="No matching Category could be found."
        backTo={adminPaths.categories}
        backLabel="All categories"
      />
    );
  }
  if (!query.data) return <PageLoading />;
  return <CategoryEditor key={categoryName} category={query.data} />;
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

function CategoryEditor({ category }: { category?: Category }) {
  const isCreate = category === undefined;
  const navigate = useNavigate();
  const { showAlert } = useAdminAlerts();
  const create = useCreateCategory();
  const update = useUpdateCategory(category?.categoryName ?? '');
  const { control, handleSubmit, formState, setValue, setError, reset } = useForm<
    CategoryForm,
    unknown,
    CategoryInputParsed
  >({
    resolver: contractResolver<CategoryForm, CategoryInputParsed>(CategoryInputSchema, ['rank']),
    mode: 'all',
    defaultValues: formValues(category),
  });

  // Every flag is read on each render: react-hook-form tracks only the flags it sees read.
  const { isValid, isDirty, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (isCreate) {
        const created = await create.mutateAsync(values);
        showAlert({ severity: 'success', message: notices.entityCreated('Category') });
        navigate(adminPaths.categoryEdit(created.categoryName), { replace: true });
      } else {
        const saved = await update.mutateAsync(values);
        reset(formValues(saved));
        showAlert({ severity: 'success', message: notices.entityUpdated('Category') });
      }
    } catch (error) {
      showAlert({
        severity: 'error',
        message: applyServerErrors(
          error,
          setError,
          FIELDS,
          'This Category was not saved. Please try again.',
        ),
      });
    }
  });

  const [displayName, pageTitle, colour, rank, slug] = useWatch({
    control,
    name: ['displayName', 'categoryPageTitle', 'displayColor', 'rank', 'categoryName'],
  });

  return (
    <>
      <AdminPageHeader
        title={isCreate ? 'Create Category' : `Edit ${category.displayName}`}
        pageTitle={isCreate ? 'Create Category' : `Edit Category - ${category.displayName}`}
        subtitle={
          isCreate
            ? 'A new kind of day out for the directory.'
            : 'Change how this category is named, ordered and painted.'
        }
        actions={
          isCreate ? null : (
            <Button
              component={RouterLink}
              to={adminPaths.categoryDelete(category.categoryName)}
              color="error"
              variant="outlined"
              sx={{ bgcolor: 'background.paper' }}
            >
              Delete category
            </Button>
          )
        }
      />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={isCreate ? 'Create category' : 'Edit category'}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <FormSection title="Details" columns={2}>
              <FormTextField
                control={control}
                name="displayName"
                label="Display name"
                required
                placeholder="e.g. Theme Parks"
                onValueChange={(value) => {
                  if (isCreate)
                    setValue('categoryName', deriveSlug(value), {
                      shouldDirty: true,
                      shouldTouch: true,
                      shouldValidate: true,
                    });
                }}
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
          </Box>
          <TilePreview
            displayName={displayName}
            pageTitle={pageTitle}
            colour={colour}
            rank={rank}
            slug={slug}
          />
        </Box>
        <Box sx={{ mt: 2.5 }}>
          <FormActions
            saveLabel={isCreate ? 'Create category' : 'Save changes'}
            canSave={isValid && (isCreate || isDirty)}
            saving={isSubmitting}
            cancelTo={adminPaths.categories}
            hint={isValid ? null : 'Complete the required fields to save.'}
          />
        </Box>
      </Box>
    </>
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
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: '18px', position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
        Tile preview
      </Typography>
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
    </Paper>
  );
}
