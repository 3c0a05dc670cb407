import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../tests/component/render';
import type { Attraction } from '../../../contract/attraction.js';
import ReportProblemDialog from './ReportProblemDialog';

const chesterZoo = { id: 42, name: 'Chester Zoo' } as Attraction;
const REPORTS = 'POST /management-service/v1/reports';
const receipt = {
  status: 201,
  body: {
    response: { reference: 'RPT-7K2Q', status: 'open', createdAt: '2026-11-25T12:00:00Z' },
    result: true,
  },
};

function renderReport(answer: FakeAnswer = receipt) {
  const api = fakeApi({ [REPORTS]: answer });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ReportProblemDialog open onClose={onClose} attraction={chesterZoo} />,
  );
  return { ...view, api, onClose };
}

const details = () => screen.getByRole('textbox', { name: /^Details/ });
const email = () => screen.getByRole('textbox', { name: 'Your email (optional)' });

describe('Report a problem dialog', () => {
  it('names the place, and a send with nothing filled in says what is missing', async () => {
    const { user, api } = renderReport();
    expect(
      screen.getByRole('dialog', { name: 'Report a problem with Chester Zoo' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Please choose what is wrong.')).toBeInTheDocument();
    expect(details()).toHaveAccessibleDescription('This field is required.');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the report with its key and shows the reference', async () => {
    const { user, api, onClose } = renderReport();
    await user.click(screen.getByRole('radio', { name: 'The opening hours are wrong' }));
    await user.type(details(), 'Shut Mondays');
    await user.type(email(), 'me@');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(email()).toHaveAccessibleDescription('Please enter a valid Email Address.');
    expect(api.requests).toHaveLength(0);

    await user.type(email(), 'x.uk');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('RPT-7K2Q')).toBeInTheDocument();
    expect(screen.getByText('Thank you: your report has been received.')).toBeInTheDocument();
    const [sent] = api.sent(REPORTS);
    expect(sent?.body).toEqual({
      attractionId: 42,
      reason: 'hours',
      details: 'Shut Mondays',
      email: 'me@x.uk',
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when the report could not be sent, and a retry sends the same key', async () => {
    const { user, api } = renderReport({ status: 503 });
    await user.click(screen.getByRole('radio', { name: 'It has closed' }));
    await user.type(details(), 'Shut');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Your report could not be sent. Please try again.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(api.sent(REPORTS)).toHaveLength(2));
    const [first, second] = api.sent(REPORTS);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });
});
