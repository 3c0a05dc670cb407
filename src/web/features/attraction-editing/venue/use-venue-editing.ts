import { useEffect, useState } from 'react';
import type { Attraction } from '../../../../contract/attraction';
import { notices } from '../../../../contract/messages';
import { withScheme } from '../../../../contract/web-url';
import { serverMessage } from '../../../api/admin-client';
import { ApiError } from '../../../api/http';
import { proposeChanges } from '../../../api/venue';
import { useAttractionForm } from '../../../components/attraction-form/use-attraction-form';
import {
  errorsIn,
  toAttractionInput,
  type WizardField,
  type WizardOptions,
  type WizardValues,
} from '../../../components/attraction-form/wizard-model';
import { useAlerts } from '../../../providers/alerts';
import { editorControl } from '../editor-control';
import type { EditorControl } from '../inline-editor';
import { FIELD_LABELS, fieldOf } from '../inline-editors';
import { VENUE_EDITORS, type VenueEditorKey } from './venue-editors';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The stored values with one editor's fields taken from the form: the body a proposal sends. */
function proposedValues(loaded: WizardValues, draft: WizardValues, fields: WizardField[]) {
  const merged: Record<string, unknown> = { ...loaded };
  for (const field of fields) {
    const value = draft[field];
    merged[field] =
      field === 'linkUrl' && typeof value === 'string' && value.trim() !== ''
        ? withScheme(value.trim())
        : value;
  }
  return merged as unknown as WizardValues;
}

/**
 * The venue's editing state: the moderators' form model and editors, one open at a time, but
 * Confirm sends that editor's fields as a proposal (decision 162) instead of saving them. The
 * page keeps showing the published listing: nothing changes there until a moderator approves.
 */
export function useVenueEditing(
  attraction: Attraction,
  loaded: WizardValues,
  options: WizardOptions,
  sessionToken: string,
  handlers: { onSent: () => Promise<unknown>; onExpired: () => void },
) {
  const { form, values, errors, context } = useAttractionForm(loaded, options);
  const [open, setOpen] = useState<VenueEditorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const { showAlert } = useAlerts();
  useEffect(() => {
    if (open === null) form.reset(loaded);
  }, [loaded, open, form]);

  const dirty = (Object.keys(loaded) as WizardField[]).some((f) => !same(values[f], loaded[f]));

  const confirm = async (key: VenueEditorKey) => {
    const { fields, title } = VENUE_EDITORS[key];
    const failing = errorsIn(errors, fields);
    if (failing.length > 0) {
      // As for moderators (SPEC §5): Confirm is blocked while a field has errors.
      for (const field of fields) {
        form.setValue(field, form.getValues(field), { shouldTouch: true });
      }
      const message = failing
        .map((path) => `${FIELD_LABELS[fieldOf(path)] ?? title}: ${errors[path]}`)
        .join(' ');
      showAlert({ severity: 'error', message });
      return;
    }
    setBusy(true);
    try {
      const body = toAttractionInput(proposedValues(loaded, form.getValues(), fields), options);
      const answer = await proposeChanges(sessionToken, body);
      showAlert({ severity: 'success', message: answer.message });
      form.reset(loaded);
      setOpen(null);
      await handlers.onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        handlers.onExpired();
        return;
      }
      showAlert({ severity: 'error', message: serverMessage(error) ?? notices.attractionNotSaved });
    } finally {
      setBusy(false);
    }
  };

  const control = (key: VenueEditorKey, isEmpty: boolean): EditorControl =>
    editorControl(key, {
      title: VENUE_EDITORS[key].title,
      isEmpty,
      open,
      busy,
      setOpen,
      resetForm: () => form.reset(loaded),
      confirm,
    });

  return { form, context, control, dirty };
}
