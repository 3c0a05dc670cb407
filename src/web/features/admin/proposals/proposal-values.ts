// A venue proposal's fields (decision 162) in words, so a moderator can read the stored and the
// proposed values side by side: opening times as seasons and days, facilities as names with
// their state, empty values said plainly.
import {
  agesLabel,
  settingLabels,
  type AgeRange,
  type Setting,
} from '../../../../contract/family-facts';
import {
  formatSpans,
  hoursStateLabels,
  WEEKDAYS,
  weekdayLabels,
  type OpeningHours,
  type TimeSpan,
} from '../../../../contract/opening-hours';
import { formatPrice, isPriceBand, priceBandLabels } from '../../../../contract/price';
import { monthDayText } from '../../../components/attraction-view/opening-hours-text';

export interface ProposalRow {
  field: string;
  label: string;
  before: string[];
  after: string[];
  changed: boolean;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  openingHours: 'Opening times',
  price: 'Cost band',
  entryPrice: 'Adult entry price',
  ages: 'Ages',
  setting: 'Indoor or outdoor',
  access: 'Access note and guide',
  facilities: 'Facilities',
  phoneNumber: 'Phone number',
  emailAddress: 'Email address',
  facebookUsername: 'Facebook',
  twitterUsername: 'Twitter',
  instagramUsername: 'Instagram',
  linkUrl: 'Website',
  description: 'Description',
  altText: 'Alt text',
  credit: 'Credit',
  licence: 'Licence',
  photoId: 'Photo',
};

const NONE = 'Not set';
const FACILITY_STATE_WORDS: Readonly<Record<string, string>> = {
  YES: 'yes',
  NO: 'no',
  PARTIAL: 'partly',
};

const spansText = (spans: TimeSpan[]) => (spans.length === 0 ? 'closed' : formatSpans(spans));

function hoursLines(hours: OpeningHours): string[] {
  if (hours.state !== 'scheduled') return [hoursStateLabels[hours.state]];
  const lines: string[] = [];
  for (const season of hours.seasons) {
    lines.push(`${season.name}: ${monthDayText(season.from)} to ${monthDayText(season.to)}`);
    for (const day of WEEKDAYS) {
      lines.push(`${weekdayLabels[day]} ${spansText(season.week[day] ?? [])}`);
    }
  }
  if (hours.bankHolidays) lines.push(`Bank holidays ${spansText(hours.bankHolidays)}`);
  for (const exception of hours.exceptions) {
    const date = /^\d{2}-\d{2}$/.test(exception.date)
      ? monthDayText(exception.date)
      : exception.date;
    lines.push(
      `${date} ${spansText(exception.spans)}${exception.note ? ` (${exception.note})` : ''}`,
    );
  }
  return lines;
}

/** One field's value as lines of text. */
export function valueLines(field: string, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [NONE];
  switch (field) {
    case 'openingHours':
      return hoursLines(value as OpeningHours);
    case 'price':
      return [isPriceBand(value) ? priceBandLabels[value] : JSON.stringify(value)];
    case 'entryPrice':
      return [formatPrice(Number(value))];
    case 'ages':
      return [agesLabel(value as AgeRange)];
    case 'setting':
      return [settingLabels[value as Setting] ?? JSON.stringify(value)];
    case 'access': {
      const { note, guideUrl } = value as { note: string | null; guideUrl: string | null };
      const lines = [
        note ? note : 'No access note',
        guideUrl ? `Guide: ${guideUrl}` : 'No guide link',
      ];
      return lines;
    }
    case 'facilities': {
      const facilities = value as { name: string; state: string; types: string[] }[];
      if (facilities.length === 0) return ['None recorded'];
      return facilities.map(
        (f) =>
          `${f.name}: ${FACILITY_STATE_WORDS[f.state] ?? f.state}${f.types.length > 0 ? ` (${f.types.join(', ')})` : ''}`,
      );
    }
    default:
      return typeof value === 'string' || typeof value === 'number'
        ? [String(value)]
        : [JSON.stringify(value)];
  }
}

/** The rows of a proposal's group: each field before and after, the changed ones flagged. */
export function proposalRows(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): ProposalRow[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => {
    const old = valueLines(field, before[field]);
    const next = valueLines(field, after[field]);
    return {
      field,
      label: FIELD_LABELS[field] ?? field,
      before: old,
      after: next,
      changed: JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
    };
  });
}
