import { Box, Button } from '@mui/material';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import type { CatalogueEntity } from './catalogue-entities';
import { FormActions } from './FormActions';

/**
 * The frame of a catalogue create/edit page: heading (with Delete when editing, if the item can
 * be deleted), the form, its fields beside an optional sticky preview, and the save bar.
 */
export function CatalogueFormScaffold({
  form,
  entity,
  itemName,
  subtitle,
  deleteTo,
  preview,
  previewWidth = 320,
  children,
}: {
  /** From useCatalogueForm. */
  form: {
    isCreate: boolean;
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    isValid: boolean;
    canSave: boolean;
    saving: boolean;
  };
  entity: CatalogueEntity;
  /** The edited item's name as headings show it; unused on the create page. */
  itemName: string | undefined;
  subtitle: string;
  deleteTo?: string | undefined;
  preview?: ReactNode;
  previewWidth?: number;
  children: ReactNode;
}) {
  const { isCreate } = form;
  const actions = (
    <FormActions
      saveLabel={isCreate ? entity.createLabel : 'Save changes'}
      canSave={form.canSave}
      saving={form.saving}
      cancelTo={entity.listPath}
      hint={form.isValid ? null : 'Complete the required fields to save.'}
    />
  );
  return (
    <>
      <AdminPageHeader
        title={isCreate ? `Create ${entity.title}` : `Edit ${itemName}`}
        pageTitle={isCreate ? `Create ${entity.title}` : `Edit ${entity.title} - ${itemName}`}
        subtitle={subtitle}
        actions={
          isCreate || !deleteTo ? null : (
            <Button
              component={RouterLink}
              to={deleteTo}
              color="error"
              variant="outlined"
              sx={{ bgcolor: 'background.paper' }}
            >
              {`Delete ${entity.noun}`}
            </Button>
          )
        }
      />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void form.onSubmit(event)}
        aria-label={`${isCreate ? 'Create' : 'Edit'} ${entity.noun}`}
      >
        {preview ? (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', md: `minmax(0, 1fr) ${previewWidth}px` },
                alignItems: 'start',
              }}
            >
              <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
              {preview}
            </Box>
            <Box sx={{ mt: 2.5 }}>{actions}</Box>
          </>
        ) : (
          // Without a preview column the save bar sits in the fields' own grid.
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            {children}
            {actions}
          </Box>
        )}
      </Box>
    </>
  );
}
