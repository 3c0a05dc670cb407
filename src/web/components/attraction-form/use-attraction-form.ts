import { useForm, type UseFormReturn } from 'react-hook-form';
import type { WizardStepContext } from './wizard-form';
import { wizardErrors, type WizardErrors } from './wizard-errors';
import type { WizardOptions } from './wizard-input';
import type { WizardValues } from './wizard-values';

/** True when the flag tree of react-hook-form (touched or dirty fields) marks the path or under it. */
export function flaggedAt(tree: unknown, path: string): boolean {
  let node: unknown = tree;
  for (const key of path.split('.')) {
    if (node === true) return true;
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return anyFlag(node);
}

function anyFlag(node: unknown): boolean {
  if (node === true) return true;
  if (typeof node !== 'object' || node === null) return false;
  return Object.values(node).some(anyFlag);
}

export interface AttractionForm {
  form: UseFormReturn<WizardValues>;
  values: WizardValues;
  errors: WizardErrors;
  context: WizardStepContext;
}

/**
 * The one form system of the attraction (decision 107): react-hook-form holds the values, and the
 * errors are the contract's schema applied to the body built from them (decision 100), so the
 * wizard, the admin create/edit and the inline editors show the server's own messages. A
 * message shows once its field is touched or changed (SPEC §4).
 */
export function useAttractionForm(
  initialValues: WizardValues,
  options: WizardOptions,
  readOnly = false,
): AttractionForm {
  const form = useForm<WizardValues>({ defaultValues: initialValues });
  const { formState } = form;
  // watch() re-renders on every change; errors are recomputed from the values each render
  // (cheap: one schema parse), never memoised on watch()'s mutable object.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const values = form.watch();
  const errors = wizardErrors(values, options);
  const shown = (path: string) =>
    flaggedAt(formState.touchedFields, path) || flaggedAt(formState.dirtyFields, path);
  const context: WizardStepContext = {
    errors,
    options,
    readOnly,
    shownError: (path) => (shown(path) ? errors[path] : undefined),
  };
  return { form, values, errors, context };
}
