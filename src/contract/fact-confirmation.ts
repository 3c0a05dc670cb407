import { FACT_GROUPS, type FactGroup } from './family-facts.js';
import type { ReportReason } from './report.js';

/**
 * A visitor's "Were these opening times right? Yes / No" (decision 112): no account, counted per
 * group; a No also opens a report in the moderators' queue with the group filled in.
 */
export const CONFIRMATIONS_PATH = '/management-service/v1/confirmations';

/** Answers per client address an hour: enough for a family checking a few places, not a flood. */
export const CONFIRMATIONS_PER_HOUR = 30;

export const confirmationMessages = {
  attraction: 'Choose a live attraction to confirm.',
  group: `group must be one of: ${FACT_GROUPS.join(', ')}`,
  correct: 'correct must be true or false',
  tooMany: (minutes: number) =>
    `Thanks, that's plenty of answers for now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** A visitor's Yes or No on one group of a place's facts (its schema: fact-confirmation-schema.ts). */
export interface ConfirmationInput {
  attractionId: number;
  group: FactGroup;
  correct: boolean;
}

export interface ConfirmationReceipt {
  /** The report a No opened, for the visitor to quote; null for a Yes. */
  reportReference: string | null;
}

/** The question under each group on the attraction page. */
export const confirmationQuestions: Record<FactGroup, string> = {
  hours: 'Were these opening times right?',
  prices: 'Were these prices right?',
  access: 'Were these access details right?',
  suitability: 'Were the ages and setting right?',
  essentials: 'Were these family details right?',
};

/** The queue's reason for a No: the report form's own where there is one. */
export const confirmationReportReason: Record<FactGroup, ReportReason> = {
  hours: 'hours',
  prices: 'prices',
  access: 'access',
  suitability: 'other',
  essentials: 'other',
};

/** "Confirmed by visitors on 2 December", beside (never instead of) the source. */
export function confirmedWords(at: string): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/London',
  }).format(new Date(at));
  return `Confirmed by visitors on ${date}`;
}
