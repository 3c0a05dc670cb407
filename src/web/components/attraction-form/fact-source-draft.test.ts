import { describe, expect, it } from 'vitest';
import { factSourceMessages, futureAsOfErrors } from '../../../contract/fact-source-input';
import type { FactCheck } from '../../../contract/family-facts-schema';
import {
  draftFromCheck,
  effectiveDraft,
  factSourcesInput,
  groupChanged,
  todayInLondon,
} from './fact-source-draft';
import {
  emptyWizardValues,
  toAttractionInput,
  wizardErrors,
  type WizardValues,
} from './wizard-model';

const check = (source: FactCheck['source'], url: string | null = null): FactCheck => ({
  checkedAt: '2026-05-02T10:00:00.000Z',
  source,
  checkedBy: null,
  url,
  asOf: '2026-05-01',
  asOfPrecision: 'day',
  note: null,
});

const adminEdit = { mode: 'edit' as const, isAdmin: true, savedPrice: 2 };
const start = (): WizardValues => ({
  ...emptyWizardValues(),
  name: 'Museum',
  description: 'Old things',
  region: 'yorkshire',
  categories: ['museum'],
});

describe('the source a group of facts starts from', () => {
  it('is the recorded one when a moderator could have chosen it', () => {
    expect(draftFromCheck(check('website', 'https://example.org/visit'))).toEqual({
      source: 'website',
      url: 'https://example.org/visit',
      asOf: '2026-05-01',
      set: false,
    });
  });

  it("is the moderator's own check today for no source, a visitor or open data", () => {
    const today = { source: 'moderator', url: '', asOf: todayInLondon(), set: false };
    expect(draftFromCheck(null)).toEqual(today);
    expect(draftFromCheck(check('visitor'))).toEqual(today);
    expect(draftFromCheck(check('open-data', 'https://example.org/data'))).toEqual(today);
  });
});

describe('what the fields show and the save sends', () => {
  it('shows the recorded source while the values are unchanged, and sends nothing', () => {
    const loaded = { ...start(), factSources: { ...start().factSources } };
    loaded.factSources.hours = draftFromCheck(check('published', 'https://guide.example/'));
    expect(effectiveDraft('hours', loaded, loaded).source).toBe('published');
    expect(toAttractionInput(loaded, adminEdit).factSources).toBeUndefined();
  });

  it("shows the moderator's check today once the values change with the source left alone", () => {
    const loaded = start();
    loaded.factSources.hours = draftFromCheck(check('published', 'https://guide.example/'));
    const edited = {
      ...loaded,
      openingHours: { ...loaded.openingHours, state: 'always' as const },
    };
    expect(groupChanged('hours', edited, loaded)).toBe(true);
    expect(groupChanged('suitability', edited, loaded)).toBe(false);
    expect(effectiveDraft('hours', edited, loaded)).toMatchObject({
      source: 'moderator',
      asOf: todayInLondon(),
    });
    // The server records exactly that for a changed group it is given no source for.
    expect(toAttractionInput(edited, adminEdit).factSources).toBeUndefined();
  });

  it('counts a facility of the group as a change, and an unknown one as none', () => {
    const loaded = start();
    expect(groupChanged('essentials', { ...loaded, facilities: { cafe: 'N/A' } }, loaded)).toBe(
      false,
    );
    expect(groupChanged('essentials', { ...loaded, facilities: { cafe: 'YES' } }, loaded)).toBe(
      true,
    );
    expect(groupChanged('access', { ...loaded, facilities: { cafe: 'YES' } }, loaded)).toBe(false);
  });

  it('sends the source a moderator gave, an empty page as none', () => {
    const drafts = start().factSources;
    drafts.hours = {
      source: 'website',
      url: ' https://example.org ',
      asOf: '2026-05-01',
      set: true,
    };
    drafts.prices = { source: 'venue', url: '', asOf: '2026-05-02', set: true };
    expect(factSourcesInput(drafts)).toEqual({
      hours: { source: 'website', url: 'https://example.org', asOf: '2026-05-01' },
      prices: { source: 'venue', url: null, asOf: '2026-05-02' },
    });
  });

  it("never sends a source from the visitor's wizard: their facts are recorded as theirs", () => {
    const values = start();
    values.factSources.hours = { source: 'website', url: '', asOf: '2026-05-01', set: true };
    expect(toAttractionInput(values, { mode: 'submit', isAdmin: false })).not.toHaveProperty(
      'factSources',
    );
    expect(toAttractionInput(values, { mode: 'editSubmission', isAdmin: true })).not.toHaveProperty(
      'factSources',
    );
  });
});

describe("the contract's rules in the form", () => {
  it('asks for the page of a website source and a date not in the future', () => {
    const values = start();
    values.factSources.hours = { source: 'website', url: '', asOf: '2026-05-01', set: true };
    values.factSources.access = { source: 'moderator', url: '', asOf: '2999-01-01', set: true };
    values.factSources.prices = { source: 'published', url: 'not a page', asOf: '', set: true };
    const errors = wizardErrors(values, adminEdit);
    expect(errors['factSources.hours.url']).toBe(factSourceMessages.urlNeeded);
    expect(errors['factSources.access.asOf']).toBe(factSourceMessages.asOf);
    expect(errors['factSources.prices.url']).toBe('Please enter a valid URL.');
    expect(errors['factSources.prices.asOf']).toBe(factSourceMessages.asOf);
  });

  it('refuses a date after the given day, the same rule the server applies with its clock', () => {
    expect(futureAsOfErrors({ hours: { asOf: '2026-11-29' } }, '2026-11-28')).toEqual({
      'factSources.hours.asOf': [factSourceMessages.asOf],
    });
    expect(futureAsOfErrors({ hours: { asOf: '2026-11-28' } }, '2026-11-28')).toEqual({});
  });
});
