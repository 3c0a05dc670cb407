import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../../../../../tests/component/fake-api';
import {
  expectInError,
  renderStep,
  visitorSubmit,
} from '../../../../../tests/component/wizard-step';
import type { WizardValues } from '../wizard-model';
import { FIELD_LIMITS } from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import { postcodeMessages } from '../../../../contract/postcode';
import { LocationStep, POSTCODE_NOTICE } from './LocationStep';

/** The server's postcode look-up (decision 050): exact, by district only, or not found. */
const postcodeAnswers: Record<string, FakeAnswer> = {
  'GET /api/postcodes/SW1A%201AA': {
    status: 200,
    body: { latitude: 51.501, longitude: -0.141, approximate: false },
  },
  'GET /api/postcodes/LS1%204AP': {
    status: 200,
    body: { latitude: 53.797, longitude: -1.546, approximate: true },
  },
  'GET /api/postcodes/ZZ9%209ZZ': {
    status: 404,
    body: { message: postcodeMessages.notFoundAnswer },
  },
};

function renderLocation(initial: Partial<WizardValues> = {}) {
  return renderStep(<LocationStep />, {
    options: visitorSubmit,
    initial,
    answers: postcodeAnswers,
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const latitude = () => field(/^Latitude/);
const longitude = () => field(/^Longitude/);
const regionField = () => screen.getByRole('combobox', { name: /^Region/ });

async function enterPostcode(user: ReturnType<typeof renderLocation>['user'], postcode: string) {
  await user.type(field(/^Postcode/), postcode);
  await user.tab();
}

describe('the Location step (SPEC §4 postcode, §5 attraction rules)', { timeout: 40_000 }, () => {
  it('asks for the address, the region (required) and the coordinates', async () => {
    const { user } = renderLocation();
    for (const name of [/^Address line 1/, /^Address line 2/, /^Town/, /^Postcode/, /^Country/]) {
      expect(field(name)).toHaveValue('');
    }
    expect(latitude()).toHaveValue('');
    expect(longitude()).toHaveValue('');
    await user.click(regionField());
    const regions = await screen.findAllByRole('option');
    expect(regions.map((option) => option.textContent)).toEqual(['London', 'Wales']);
  });

  it("says 'This field is required.' once the region has been left without one", async () => {
    const { user } = renderLocation();
    expect(screen.queryByText(messages.required)).toBeNull();
    // A keyboard user passes through it: from Country into Region, and on to Latitude.
    await user.click(field(/^Country/));
    await user.tab();
    expect(regionField()).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.getByText(messages.required)).toBeVisible());
  });

  it('sends the region picked', async () => {
    const { user, body } = renderLocation();
    await user.click(regionField());
    await user.click(await screen.findByRole('option', { name: 'London' }));
    expect(regionField()).toHaveTextContent('London');
    expect(body()).toMatchObject({ location: { region: 'london' } });
  });

  it('fills missing coordinates from the postcode, with the notice that they may be inaccurate', async () => {
    const { user, api, body } = renderLocation();
    await enterPostcode(user, 'sw1a1aa');
    await waitFor(() => expect(latitude()).toHaveValue('51.501'));
    expect(longitude()).toHaveValue('-0.141');
    expect(screen.getByRole('alert')).toHaveTextContent(POSTCODE_NOTICE);
    expect(screen.getByRole('alert')).not.toHaveTextContent('approximate');
    expect(api.sent('GET /api/postcodes/SW1A%201AA')).toHaveLength(1);
    expect(body()).toMatchObject({
      location: { coordinates: { latitude: 51.501, longitude: -0.141 } },
    });
  });

  it('says when the postcode is placed only by its district', async () => {
    const { user } = renderLocation();
    await enterPostcode(user, 'LS1 4AP');
    await waitFor(() => expect(latitude()).toHaveValue('53.797'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${POSTCODE_NOTICE} ${postcodeMessages.approximate('LS1 4AP')}`,
    );
  });

  it('says so when the postcode cannot be placed, and leaves the coordinates empty', async () => {
    const { user } = renderLocation();
    await enterPostcode(user, 'ZZ9 9ZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      postcodeMessages.notFoundForCoordinates('ZZ9 9ZZ'),
    );
    expect(latitude()).toHaveValue('');
    expect(longitude()).toHaveValue('');
  });

  it('asks nothing for a postcode that is not shaped like one, and says it cannot be placed', async () => {
    const { user, api } = renderLocation();
    await enterPostcode(user, 'SW1A');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      postcodeMessages.notFoundForCoordinates('SW1A'),
    );
    expect(api.requests.filter((request) => request.path.startsWith('/api/postcodes'))).toEqual([]);
  });

  it('leaves coordinates already given alone', async () => {
    const { user, api } = renderLocation({ latitude: '51.4787', longitude: '-0.2956' });
    await enterPostcode(user, 'SW1A 1AA');
    expect(api.sent('GET /api/postcodes/SW1A%201AA')).toEqual([]);
    expect(latitude()).toHaveValue('51.4787');
    expect(longitude()).toHaveValue('-0.2956');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a latitude beyond 90 and one given without its longitude', async () => {
    const { user } = renderLocation();
    await user.type(latitude(), '95');
    expect(latitude()).toHaveAccessibleDescription(messages.between(-90, 90));
    await user.clear(latitude());
    await user.type(latitude(), '51.5');
    expectInError(latitude(), false);
    await user.click(longitude());
    await user.tab();
    expect(longitude()).toHaveAccessibleDescription(messages.coordinatesTogether);
    await user.type(longitude(), 'west');
    expect(longitude()).toHaveAccessibleDescription(messages.typeMismatch('a number', 'text'));
  });

  it('refuses a postcode over 10 characters', async () => {
    const { user } = renderLocation();
    await user.type(field(/^Postcode/), 'SW1A 1AA 12');
    expect(field(/^Postcode/)).toHaveAccessibleDescription(
      messages.maxLength(FIELD_LIMITS.postcode),
    );
  });
});
