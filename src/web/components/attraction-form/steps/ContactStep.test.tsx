import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectInError,
  renderStep,
  visitorSubmit,
} from '../../../../../tests/component/wizard-step';
import { messages } from '../../../../contract/messages';
import { ContactStep } from './ContactStep';

const field = (name: string) => screen.getByRole('textbox', { name });
const FIELD_NAMES = [
  'Website',
  'Phone number',
  'Email address',
  'Facebook account',
  'Twitter account',
  'Instagram account',
];

function renderContact() {
  return renderStep(<ContactStep />, { options: visitorSubmit });
}

describe('the Contact Information step (SPEC §4 step 3, §5)', { timeout: 40_000 }, () => {
  it('asks for the website, phone, email and three social accounts, none of them required', async () => {
    const { user } = renderContact();
    expect(field('Website')).toHaveAttribute('placeholder', 'www.example.co.uk');
    expect(field('Phone number')).toHaveAccessibleDescription(
      'A UK number starting with 0 or +44.',
    );
    expect(field('Email address')).toHaveAttribute('type', 'email');
    // Handles are entered without the @, which the field shows in front of them.
    for (const name of ['Facebook account', 'Twitter account', 'Instagram account']) {
      expect(field(name).closest('.MuiInputBase-root')).toHaveTextContent(/^@/);
    }
    // Left empty, every one of them is fine.
    for (const name of FIELD_NAMES) {
      await user.click(field(name));
      await user.tab();
      expectInError(field(name), false);
    }
  });

  it('refuses a phone number that is not a UK one, and takes one with +44', async () => {
    const { user, body } = renderContact();
    const phone = field('Phone number');
    await user.type(phone, '12345');
    await user.tab();
    expectInError(phone);
    expect(phone).toHaveAccessibleDescription(messages.phone);
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0000');
    expectInError(phone, false);
    expect(phone).toHaveAccessibleDescription('A UK number starting with 0 or +44.');
    expect(body()).toMatchObject({ contact: { phone: '+44 20 7946 0000' } });
  });

  it('refuses an email address without its domain', async () => {
    const { user } = renderContact();
    const email = field('Email address');
    await user.type(email, 'visitor@');
    expectInError(email);
    expect(email).toHaveAccessibleDescription(messages.email);
    await user.type(email, 'example.org');
    expectInError(email, false);
  });

  it('refuses a website that is not a web address, and takes one without a scheme', async () => {
    const { user, body } = renderContact();
    const website = field('Website');
    await user.type(website, 'not a website');
    expectInError(website);
    expect(website).toHaveAccessibleDescription(messages.url);
    await user.clear(website);
    await user.type(website, 'www.kew.org');
    expectInError(website, false);
    expect(body()).toMatchObject({ links: { website: 'www.kew.org' } });
  });

  it('refuses a social account typed with its @ or with a space', async () => {
    const { user, body } = renderContact();
    const instagram = field('Instagram account');
    await user.type(instagram, '@kewgardens');
    expectInError(instagram);
    expect(instagram).toHaveAccessibleDescription(messages.socialHandle);
    const twitter = field('Twitter account');
    await user.type(twitter, 'kew gardens');
    expect(twitter).toHaveAccessibleDescription(messages.noSpaces);
    await user.clear(instagram);
    await user.type(instagram, 'kewgardens');
    expectInError(instagram, false);
    expect(body()).toMatchObject({ contact: { instagram: 'kewgardens' } });
  });
});
