import { useEffect, useState } from 'react';
import type { Attraction } from '../../../contract/attraction';
import { FACILITY_SAVE_DELAY_MS } from '../../../contract/constants';
import { notices } from '../../../contract/messages';
import { withScheme } from '../../../contract/web-url';
import { serverFieldErrors } from '../../api/admin-client';
import { saveAttraction } from '../../api/attraction-submissions';
import { saveFailureMessage } from '../../components/attraction-form/page-frame';
import { useAttractionForm } from '../../components/attraction-form/use-attraction-form';
import {
  errorsIn,
  toAttractionInput,
  type WizardErrors,
  type WizardField,
  type WizardOptions,
  type WizardValues,
} from '../../components/attraction-form/wizard-model';
import { useAlerts } from '../../providers/alerts';
import { EDITORS, FIELD_LABELS, fieldOf, type EditorKey } from './inline-editors';
import { editorControl } from './editor-control';
import type { EditorControl } from './inline-editor';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function failureText(errors: WizardErrors, paths: string[], fallback: string) {
  return paths.map((p) => `${FIELD_LABELS[fieldOf(p)] ?? fallback}: ${errors[p]}`).join(' ');
}

/** The saved values with one editor's fields taken from the form. */
function withFields(loaded: WizardValues, draft: WizardValues, fields: WizardField[]) {
  const merged: Record<string, unknown> = { ...loaded };
  for (const field of fields) merged[field] = draft[field];
  return merged as unknown as WizardValues;
}

/**
 * The attraction page's editing state (SPEC §4): one react-hook-form over the saved values, one
 * editor open at a time, Confirm saving only that editor's fields on top of the saved values.
 */
export function useInlineEditing(
  attraction: Attraction,
  loaded: WizardValues,
  options: WizardOptions,
  token: string,
  onReload: () => Promise<unknown>,
) {
  const { form, values, errors, context } = useAttractionForm(loaded, options);
  const [open, setOpen] = useState<EditorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [facilitiesSaving, setFacilitiesSaving] = useState(false);
  const { showAlert } = useAlerts();
  // A reload brings new saved values: closed editors start from them (an open one keeps typing).
  useEffect(() => {
    if (open === null) form.reset(loaded);
  }, [loaded, open, form]);

  // SPEC §4: dirty once a field differs from its loaded value.
  const dirty = (Object.keys(loaded) as WizardField[]).some((f) => !same(values[f], loaded[f]));

  const touch = (fields: WizardField[]) => {
    for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true });
  };
  const save = async (merged: WizardValues) => {
    await saveAttraction(attraction.id, toAttractionInput(merged, options), token);
    showAlert({ severity: 'success', message: notices.saved });
  };

  /** SPEC §5: each valid contact field is saved on its own; invalid ones keep the editor open. */
  const confirmContact = async (fields: WizardField[], failing: string[]) => {
    const draft = form.getValues();
    const merged: Record<string, unknown> = { ...loaded };
    let changed = false;
    for (const field of fields) {
      if (errors[field] === undefined && !same(draft[field], loaded[field])) {
        const value = draft[field] as string;
        merged[field] =
          field === 'linkUrl' && value.trim() !== '' ? withScheme(value.trim()) : value;
        changed = true;
      }
    }
    if (changed) await save(merged as unknown as WizardValues);
    if (failing.length > 0) {
      touch(fields);
      showAlert({ severity: 'error', message: failureText(errors, failing, 'Contact') });
      if (changed) await onReload();
      return;
    }
    setOpen(null);
    await onReload();
  };

  const confirm = async (key: EditorKey) => {
    const { fields, title } = EDITORS[key];
    const failing = errorsIn(errors, fields);
    setBusy(true);
    try {
      if (key === 'contact') return await confirmContact(fields, failing);
      if (failing.length > 0) {
        // SPEC §5: Confirm is blocked while a field has errors; the snackbar lists them.
        touch(fields);
        showAlert({ severity: 'error', message: failureText(errors, failing, title) });
        return;
      }
      const merged = withFields(loaded, form.getValues(), fields);
      if (key === 'facilities') {
        setFacilitiesSaving(true);
        await new Promise((resolve) => setTimeout(resolve, FACILITY_SAVE_DELAY_MS));
      }
      await save(merged);
      setOpen(null);
      await onReload();
    } catch (error) {
      // A source the server refused (a date after its today): its message beside the field.
      for (const [path, [message]] of Object.entries(serverFieldErrors(error))) {
        if (path.startsWith('factSources.') && message) {
          form.setError(path as WizardField, { type: 'server', message });
        }
      }
      showAlert({ severity: 'error', message: saveFailureMessage(error) });
    } finally {
      setBusy(false);
      setFacilitiesSaving(false);
    }
  };

  const control = (key: EditorKey, isEmpty: boolean): EditorControl =>
    editorControl(key, {
      title: EDITORS[key].title,
      isEmpty,
      open,
      busy,
      setOpen,
      resetForm: () => form.reset(loaded),
      confirm,
    });

  return { form, context, control, dirty, facilitiesSaving };
}
