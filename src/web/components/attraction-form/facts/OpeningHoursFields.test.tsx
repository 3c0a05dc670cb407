import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormHarness } from '../../../../../tests/component/attraction-form';
import { OpeningHoursFields } from './OpeningHoursFields';

/** Time inputs take their value whole, as a browser's time picker gives it. */
const setTime = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

function renderHours(onValues?: (body: Record<string, unknown>) => void) {
  return render(
    <FormHarness onValues={(body) => onValues?.(body as Record<string, unknown>)}>
      <OpeningHoursFields />
    </FormHarness>,
  );
}

describe('the opening hours editor', { timeout: 40_000 }, () => {
  it('starts from a summer and winter template and sends it as regular times', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    renderHours((next) => (body = next));
    expect(body.openingHours).toEqual({ state: 'unknown' });
    await user.click(screen.getByRole('radio', { name: 'Regular opening times' }));
    await user.click(screen.getByRole('button', { name: 'Summer and winter' }));
    const summer = screen.getByRole('group', { name: 'Summer season' });
    expect(within(summer).getByRole('textbox', { name: 'From (MM-DD)' })).toHaveValue('04-01');
    expect(within(summer).getByLabelText('Sunday opens')).toHaveValue('10:00');
    const winter = screen.getByRole('group', { name: 'Winter season' });
    expect(within(winter).getByLabelText('Monday closes')).toHaveValue('16:00');
    const hours = body.openingHours as { state: string; seasons: { name: string }[] };
    expect(hours.state).toBe('scheduled');
    expect(hours.seasons.map((s) => s.name)).toEqual(['Summer', 'Winter']);
  });

  it('says a closing time before the opening time is wrong, on that field', async () => {
    const user = userEvent.setup();
    renderHours();
    await user.click(screen.getByRole('radio', { name: 'Regular opening times' }));
    await user.click(screen.getByRole('button', { name: 'All year' }));
    const closes = screen.getByLabelText('Monday closes');
    setTime(closes, '09:00');
    expect(closes).toBeInvalid();
    expect(screen.getByText('The closing time must be after the opening time.')).toBeVisible();
  });

  it("copies a day's hours to every day and closes a day with its remove button", async () => {
    const user = userEvent.setup();
    renderHours();
    await user.click(screen.getByRole('radio', { name: 'Regular opening times' }));
    await user.click(screen.getByRole('button', { name: 'All year' }));
    setTime(screen.getByLabelText('Monday opens'), '09:30');
    await user.click(screen.getByRole('button', { name: "Copy Monday's hours to every day" }));
    expect(screen.getByLabelText('Saturday opens')).toHaveValue('09:30');
    await user.click(screen.getByRole('button', { name: 'Remove Sunday 09:30–17:00' }));
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    expect(within(sunday).getByText('Closed')).toBeVisible();
  });

  it('names the two seasons that overlap', async () => {
    const user = userEvent.setup();
    renderHours();
    await user.click(screen.getByRole('radio', { name: 'Regular opening times' }));
    await user.click(screen.getByRole('button', { name: 'Summer and winter' }));
    const winterFrom = within(screen.getByRole('group', { name: 'Winter season' })).getByRole(
      'textbox',
      { name: 'From (MM-DD)' },
    );
    await user.clear(winterFrom);
    await user.type(winterFrom, '09-01');
    expect(screen.getByText("The seasons 'Summer' and 'Winter' overlap.")).toBeVisible();
  });

  it('adds Christmas Day closed as a yearly exception', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    renderHours((next) => (body = next));
    await user.click(screen.getByRole('radio', { name: 'Regular opening times' }));
    await user.click(screen.getByRole('button', { name: 'All year' }));
    await user.click(screen.getByRole('button', { name: 'Closed on Christmas Day' }));
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('12-25');
    expect((body.openingHours as { exceptions: unknown[] }).exceptions).toEqual([
      { date: '12-25', spans: [], note: 'Christmas Day' },
    ]);
  });

  it('keeps the seasons aside while another state is picked', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    renderHours((next) => (body = next));
    await user.click(screen.getByRole('radio', { name: 'Regular opening times' }));
    await user.click(screen.getByRole('button', { name: 'All year' }));
    await user.click(screen.getByRole('radio', { name: 'Varies — check the website' }));
    expect(body.openingHours).toEqual({ state: 'varies' });
    await user.click(screen.getByRole('radio', { name: 'Regular opening times' }));
    expect(screen.getByRole('group', { name: 'All year season' })).toBeVisible();
  });
});
