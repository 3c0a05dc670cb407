import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notices, type AdminEntityLabel } from '../../../../contract/messages';
import { deriveSlug } from '../../../../contract/slug';
import { useAlerts } from '../../../providers/alerts';
import { applyServerErrors } from '../../../components/forms/server-errors';

/** The snackbar's words after a save, and when the server refused one. */
export interface SaveMessages {
  created: string;
  updated: string;
  notSaved: string;
}

export const savedMessages = (entity: AdminEntityLabel): SaveMessages => ({
  created: notices.entityCreated(entity),
  updated: notices.entityUpdated(entity),
  notSaved: `This ${entity} was not saved. Please try again.`,
});

interface Save<TParsed, TItem> {
  mutateAsync: (body: TParsed) => Promise<TItem>;
}

/**
 * A catalogue create/edit form: the contract's rules on every change, then create (and go to the
 * new item's edit page, so a reload does not create it twice) or update (and take the saved
 * values as the new starting point). Server field errors land on their fields.
 */
export function useCatalogueForm<TForm extends FieldValues, TParsed, TItem>({
  item,
  toForm,
  resolver,
  fields,
  keyField,
  create,
  update,
  editPath,
  messages,
}: {
  /** Undefined on the create page. */
  item: TItem | undefined;
  toForm: (item: TItem | undefined) => TForm;
  resolver: Resolver<TForm, unknown, TParsed>;
  fields: readonly FieldPath<TForm>[];
  /** The name derived from the display name while creating (it never changes afterwards). */
  keyField: FieldPath<TForm>;
  create: Save<TParsed, TItem>;
  update: Save<TParsed, TItem>;
  editPath: (created: TItem) => string;
  messages: SaveMessages;
}) {
  const isCreate = item === undefined;
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const form = useForm<TForm, unknown, TParsed>({
    resolver,
    mode: 'all',
    defaultValues: toForm(item) as DefaultValues<TForm>,
  });

  // Every flag is read on each render: react-hook-form tracks only the flags it sees read.
  const { isValid, isDirty, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (isCreate) {
        const created = await create.mutateAsync(values);
        showAlert({ severity: 'success', message: messages.created });
        void navigate(editPath(created), { replace: true });
      } else {
        const saved = await update.mutateAsync(values);
        form.reset(toForm(saved));
        showAlert({ severity: 'success', message: messages.updated });
      }
    } catch (error) {
      showAlert({
        severity: 'error',
        message: applyServerErrors(error, form.setError, fields, messages.notSaved),
      });
    }
  });

  /** For the display name's onValueChange: keeps the derived name in step while creating. */
  const deriveKey = (displayName: string) => {
    if (isCreate)
      form.setValue(keyField, deriveSlug(displayName) as PathValue<TForm, FieldPath<TForm>>, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      });
  };

  return {
    form,
    isCreate,
    onSubmit,
    deriveKey,
    isValid,
    canSave: isValid && (isCreate || isDirty),
    saving: isSubmitting,
  };
}
