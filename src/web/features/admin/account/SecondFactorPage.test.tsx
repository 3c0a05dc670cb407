import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  REAUTHENTICATION_FAILED_MESSAGE,
  SECOND_FACTOR_PATH,
  WRONG_ENROLMENT_CODE_MESSAGE,
} from '../../../../contract/second-factor';
import { envelope, fakeApi, type FakeAnswer } from '../../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../../tests/component/render';
import SecondFactorPage from './SecondFactorPage';

// The set-up's three steps (status, scan and confirm, recovery codes) and their way back, as an
// admin meets them; no browser test covers this page.

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Daytrip:admin?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function renderPage(answers: Record<string, FakeAnswer>) {
  const api = fakeApi(answers);
  return { ...renderWithProviders(<SecondFactorPage />, { admin: true }), api };
}

describe('SecondFactorPage', () => {
  it('sets up two-step sign-in: scan, confirm with the code, keep the codes, see it on', async () => {
    let enrolled = false;
    const { user, api } = renderPage({
      [`GET ${SECOND_FACTOR_PATH}`]: () =>
        envelope({ enrolled, recoveryCodesLeft: enrolled ? 10 : 0 }),
      [`POST ${SECOND_FACTOR_PATH}/enrolment`]: envelope(enrolment),
      [`POST ${SECOND_FACTOR_PATH}/enrolment/confirm`]: () => {
        enrolled = true;
        return envelope({ recoveryCodes: ['aaaa-1111', 'bbbb-2222'] });
      },
    });
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(
      await screen.findByText('Two-step sign-in is off: your password alone signs you in.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    // The password is asked again first (decision 121); no current code while it is off.
    const again = await screen.findByRole('form', { name: 'Confirm it is you' });
    expect(within(again).queryByLabelText(/Current code/)).not.toBeInTheDocument();
    const next = within(again).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.type(within(again).getByLabelText(/^Password/), 'my password');
    await user.click(next);
    const form = await screen.findByRole('form', { name: 'Confirm two-step sign-in' });
    expect(
      within(form).getByRole('img', {
        name: 'QR code to add this account to an authenticator app',
      }),
    ).toHaveAttribute('src', enrolment.qrCode);
    expect(within(form).getByText(enrolment.secret)).toBeInTheDocument();
    const turnOn = within(form).getByRole('button', { name: 'Turn on' });
    expect(turnOn).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), '123456');
    expect(turnOn).toBeEnabled();
    await user.click(turnOn);

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-1111', 'bbbb-2222']);
    expect(api.sent(`POST ${SECOND_FACTOR_PATH}/enrolment`)[0]?.body).toEqual({
      password: 'my password',
    });
    expect(api.sent(`POST ${SECOND_FACTOR_PATH}/enrolment/confirm`)[0]?.body).toEqual({
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(
      await screen.findByText('Two-step sign-in is on. 10 unused recovery codes left.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up a new phone' })).toBeEnabled();
    expect(api.unanswered).toEqual([]);
  });

  it("shows the server's words when the code does not match, and Cancel goes back", async () => {
    const { user } = renderPage({
      [`GET ${SECOND_FACTOR_PATH}`]: envelope({ enrolled: true, recoveryCodesLeft: 3 }),
      [`POST ${SECOND_FACTOR_PATH}/enrolment`]: envelope(enrolment),
      [`POST ${SECOND_FACTOR_PATH}/enrolment/confirm`]: {
        status: 400,
        body: { message: WRONG_ENROLMENT_CODE_MESSAGE },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up a new phone' }));
    const again = await screen.findByRole('form', { name: 'Confirm it is you' });
    await user.type(within(again).getByLabelText(/^Password/), 'my password');
    const next = within(again).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled(); // the current code too, while it is on
    await user.type(within(again).getByLabelText(/^Current code/), '654321');
    await user.click(next);
    const form = await screen.findByRole('form', { name: 'Confirm two-step sign-in' });
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), '000000');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_ENROLMENT_CODE_MESSAGE);
    expect(within(form).getByRole('textbox', { name: /^Code/ })).toHaveValue('000000');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Confirm two-step sign-in' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('Two-step sign-in is on. 3 unused recovery codes left.'),
    ).toBeInTheDocument();
  });

  it('turns it off with the password and a recovery code; a wrong answer shows the reason', async () => {
    let enrolled = true;
    let tries = 0;
    const { user, api } = renderPage({
      [`GET ${SECOND_FACTOR_PATH}`]: () =>
        envelope({ enrolled, recoveryCodesLeft: enrolled ? 10 : 0 }),
      [`POST ${SECOND_FACTOR_PATH}/removal`]: () => {
        tries += 1;
        if (tries === 1) return { status: 403, body: { message: REAUTHENTICATION_FAILED_MESSAGE } };
        enrolled = false;
        return envelope({ enrolled: false, otherSessionsSignedOut: 1 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    const again = await screen.findByRole('form', { name: 'Confirm it is you' });
    await user.type(within(again).getByLabelText(/^Password/), 'my password');
    await user.type(within(again).getByLabelText(/^Current code/), 'aaaa-1111-bbbb');
    await user.click(within(again).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REAUTHENTICATION_FAILED_MESSAGE);
    await user.click(within(again).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Two-step sign-in is off: your password alone signs you in.'),
    ).toBeInTheDocument();
    expect(api.sent(`POST ${SECOND_FACTOR_PATH}/removal`)[1]?.body).toEqual({
      password: 'my password',
      code: 'aaaa-1111-bbbb',
    });
  });
});
