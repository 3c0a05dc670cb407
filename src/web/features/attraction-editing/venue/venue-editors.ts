import type { WizardField } from '../../../components/attraction-form/wizard-model';
import { EDITORS } from '../inline-editors';

/**
 * The editors a verified venue opens (decision 162's groups): the moderators' own, with the
 * adult price on its own (the rating beside it in the moderators' row is ours, not the venue's).
 * Name, place and categories stay with the moderators: the server ignores them in a proposal.
 */
export const VENUE_EDITORS = {
  description: EDITORS.description,
  contact: EDITORS.contact,
  hours: EDITORS.hours,
  prices: { title: 'Prices', fields: ['entryPrice'] as WizardField[] },
  suitability: EDITORS.suitability,
  access: EDITORS.access,
  facilities: EDITORS.facilities,
} as const;

export type VenueEditorKey = keyof typeof VENUE_EDITORS;
