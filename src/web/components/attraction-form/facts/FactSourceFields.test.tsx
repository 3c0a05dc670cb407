import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormHarness } from '../../../../../tests/component/attraction-form';
import type { FactCheck } from '../../../../contract/family-facts-schema';
import { draftFromCheck, todayInLondon } from '../fact-source-draft';
import { emptyWizardValues } from '../wizard-model';
import { SuitabilityFields } from './SuitabilityFields';
import { FactSourceFields } from './FactSourceFields';

const published: FactCheck = {
  checkedAt: '2026-05-02T10:00:00.000Z',
  source: 'published',
  checkedBy: null,
  url: 'https://www.visityork.example/museum',
  asOf: '2026-05-01',
  asOfPrecision: 'day',
  note: null,
};

function renderSuitability(onValues: (body: Record<string, unknown>) => void) {
  const factSources = { ...emptyWizardValues().factSources };
  factSources.suitability = draftFromCheck(published);
  render(
    <FormHarness initial={{ factSources }} onValues={(body) => onValues(body as never)}>
      <SuitabilityFields />
      <FactSourceFields group="suitability" check={published} />
    </FormHarness>,
  );
  return screen.getByRole('group', { name: 'Where is this from?' });
}

describe('"Where is this from?" in an editor', () => {
  it('starts from the recorded source and says it in words', () => {
    const part = renderSuitability(() => {});
    expect(
      within(part).getByText(
        /^Now: Ages and setting from visityork\.example, as of 1 May 2026 — check before you go\./,
      ),
    ).toBeInTheDocument();
    expect(within(part).getByRole('combobox', { name: 'Source' })).toHaveTextContent(
      'A published page (guide, newspaper, council)',
    );
    expect(within(part).getByRole('textbox', { name: 'Page address' })).toHaveValue(
      'https://www.visityork.example/museum',
    );
    expect(within(part).getByLabelText('As of')).toHaveValue('2026-05-01');
  });

  it("turns into the moderator's check today when the values change, and sends no source", async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    const part = renderSuitability((next) => (body = next));
    await user.click(screen.getByRole('radio', { name: 'Indoor' }));
    expect(within(part).getByRole('combobox', { name: 'Source' })).toHaveTextContent(
      'Checked by a moderator',
    );
    expect(within(part).getByLabelText('As of')).toHaveValue(todayInLondon());
    expect(
      within(part).getByText(/Your changes will be saved as checked by a moderator today/),
    ).toBeInTheDocument();
    expect(body.setting).toBe('indoor');
    expect(body).not.toHaveProperty('factSources');
  });

  it('asks for the page of a website source, then sends the source with the save', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    const part = renderSuitability((next) => (body = next));
    await user.click(within(part).getByRole('combobox', { name: 'Source' }));
    await user.click(screen.getByRole('option', { name: "The place's own website" }));
    const page = within(part).getByRole('textbox', { name: 'Page address' });
    await user.clear(page);
    expect(
      within(part).getByText('Give the address of the page these facts came from.'),
    ).toBeInTheDocument();
    await user.type(page, 'https://museum.example/visit');
    fireEvent.change(within(part).getByLabelText('As of'), { target: { value: '2026-04-30' } });
    expect(
      within(part).queryByText('Give the address of the page these facts came from.'),
    ).toBeNull();
    expect(body.factSources).toEqual({
      suitability: { source: 'website', url: 'https://museum.example/visit', asOf: '2026-04-30' },
    });
  });

  it('refuses an as-of date in the future with the contract message', () => {
    const part = renderSuitability(() => {});
    fireEvent.change(within(part).getByLabelText('As of'), { target: { value: '2999-01-01' } });
    expect(
      within(part).getByText('Enter the date the source gives as YYYY-MM-DD, not in the future.'),
    ).toBeInTheDocument();
  });
});
