import { formatCalendarDay, formatMoment } from '../dates';

const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Updated',
  approve: 'Approved',
  reject: 'Rejected',
  undoReject: 'Rejection undone',
  deactivate: 'Deactivated',
  activate: 'Activated',
  reactivate: 'Reactivated',
  fetchGoogleData: 'Filled from Google Places',
  delete: 'Deleted',
  submit: 'Submitted',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** 'metadata.lastSocialPost' → 'Last social post'; 'location.address.postalCode' → 'Postal code'. */
export function auditFieldLabel(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A before/after value as text; null when there was none. */
export function auditValue(path: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (path.endsWith('lastSocialPost')) return formatCalendarDay(value) ?? value;
    return ISO_MOMENT.test(value) ? formatMoment(value) : value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value
      .map((item) =>
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      )
      .join(', ');
  }
  return JSON.stringify(value);
}
