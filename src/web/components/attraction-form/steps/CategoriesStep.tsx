import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Skeleton,
  TextField,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { NO_MAIN_CATEGORY } from '../../../../contract/attraction-group';
import { messages } from '../../../../contract/messages';
import { useCategories } from '../../../api/get-categories';
import { useStep } from '../wizard-form';
import { effectiveMainCategory, type WizardValues } from '../wizard-model';

/**
 * SPEC §4 category selection: tick categories; exactly one ticked is the main one; two or more
 * pick the main one from a drop-down of the ticked ones; none shows the warning and 'N/A'.
 */
export function CategorySelector({
  categories,
  mainCategory,
  onChange,
  categoriesError,
  mainError,
  disabled = false,
}: {
  categories: string[];
  mainCategory: string;
  onChange: (next: { categories: string[]; mainCategory: string }) => void;
  categoriesError?: string;
  mainError?: string;
  disabled?: boolean;
}) {
  const { data, isPending } = useCategories();
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  const all = [...(data ?? [])].sort((a, b) => a.displayName.localeCompare(b.displayName));
  const nameOf = (categoryName: string) =>
    all.find((c) => c.categoryName === categoryName)?.displayName ?? categoryName;
  const main = effectiveMainCategory({ categories, mainCategory });

  const toggle = (categoryName: string, checked: boolean) => {
    const next = checked
      ? [...categories, categoryName]
      : categories.filter((c) => c !== categoryName);
    const nextMain = effectiveMainCategory({ categories: next, mainCategory });
    onChange({ categories: next, mainCategory: nextMain });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FormControl component="fieldset" error={categoriesError !== undefined} disabled={disabled}>
        <FormLabel
          component="legend"
          required
          sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}
        >
          Categories
        </FormLabel>
        <FormGroup
          sx={{
            display: 'grid',
            // As many columns as fit the space it is given (the wizard, or a page column).
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
            columnGap: 1,
          }}
        >
          {all.map((category) => (
            <FormControlLabel
              key={category.categoryName}
              control={
                <Checkbox
                  checked={categories.includes(category.categoryName)}
                  onChange={(event) => toggle(category.categoryName, event.target.checked)}
                />
              }
              label={category.displayName}
            />
          ))}
        </FormGroup>
        {categoriesError ? <FormHelperText>{categoriesError}</FormHelperText> : null}
      </FormControl>

      {categories.length === 0 ? (
        <>
          <Alert severity="warning">{messages.selectCategoryFirst}</Alert>
          <TextField label="Main category" value={NO_MAIN_CATEGORY} disabled fullWidth />
        </>
      ) : categories.length === 1 ? (
        <TextField
          label="Main category"
          value={nameOf(categories[0]!)}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          helperText="The only ticked category is the main one."
        />
      ) : (
        <TextField
          select
          required
          label="Main category"
          value={main}
          disabled={disabled}
          onChange={(event) => onChange({ categories, mainCategory: event.target.value })}
          error={mainError !== undefined}
          helperText={mainError ?? 'Pick the category that describes it best.'}
          fullWidth
        >
          {categories.map((categoryName) => (
            <MenuItem key={categoryName} value={categoryName}>
              {nameOf(categoryName)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}

/** Step 5: categories and the main category. */
export function CategoriesStep() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { shownError, readOnly } = useStep();
  const options = { shouldDirty: true, shouldTouch: true } as const;
  return (
    <CategorySelector
      categories={watch('categories')}
      mainCategory={watch('mainCategory')}
      disabled={readOnly}
      categoriesError={shownError('categories')}
      mainError={shownError('mainCategory')}
      onChange={(next) => {
        setValue('categories', next.categories, options);
        setValue('mainCategory', next.mainCategory, options);
      }}
    />
  );
}
