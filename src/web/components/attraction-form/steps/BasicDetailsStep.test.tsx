import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminEdit } from '../../../../../tests/component/attraction-form';
import {
  expectInError,
  renderStep,
  visitorSubmit,
} from '../../../../../tests/component/wizard-step';
import { FIELD_LIMITS } from '../../../../contract/constants';
import { messages, notices } from '../../../../contract/messages';
import { BasicDetailsStep } from './BasicDetailsStep';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const nameField = () => field(/^Name/);
const descriptionField = () => field(/^Description/);
const priceField = () => field(/^Adult entry price/);
const priceHelper = notices.priceHelper('Daytrip');

describe(
  'the Basic Details step (SPEC §4 step 1, §5 attraction rules)',
  { timeout: 40_000 },
  () => {
    it('asks a visitor for the name, description and entry price, and nothing for admins', () => {
      renderStep(<BasicDetailsStep />, { options: visitorSubmit });
      expect(nameField()).toHaveAccessibleDescription(`0/${FIELD_LIMITS.attractionName}`);
      expect(descriptionField()).toHaveAccessibleDescription(
        `0/${FIELD_LIMITS.attractionDescription}`,
      );
      expect(priceField()).toHaveAccessibleDescription(priceHelper);
      expect(screen.getByText('£')).toBeVisible();
      expect(screen.queryByRole('textbox', { name: /Google Place ID/ })).toBeNull();
      expect(screen.queryByRole('textbox', { name: /Image URL/ })).toBeNull();
      expect(screen.queryByRole('combobox', { name: /Rating/ })).toBeNull();
    });

    it('gives an admin creating one the Google Place ID and the rating, but no image URL', () => {
      renderStep(<BasicDetailsStep />, { options: { mode: 'create', isAdmin: true } });
      expect(field(/^Google Place ID/)).toBeEnabled();
      expect(screen.getByRole('combobox', { name: /^Rating \(out of 5\)/ })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /Image URL/ })).toBeNull();
    });

    it('gives an admin reviewing a submission the image URL too, and refuses one that is no URL', async () => {
      const { user } = renderStep(<BasicDetailsStep />, {
        options: { mode: 'review', isAdmin: true },
      });
      const image = field(/^Image URL/);
      await user.type(image, 'not a picture');
      expectInError(image);
      expect(image).toHaveAccessibleDescription(messages.url);
    });

    it('counts the characters of the name and the description as they are typed', async () => {
      const { user } = renderStep(<BasicDetailsStep />, { options: visitorSubmit });
      await user.type(nameField(), 'Kew');
      expect(nameField()).toHaveAccessibleDescription(`3/${FIELD_LIMITS.attractionName}`);
      await user.type(descriptionField(), 'Glasshouses');
      expect(descriptionField()).toHaveAccessibleDescription(
        `11/${FIELD_LIMITS.attractionDescription}`,
      );
    });

    it("says 'This field is required.' for an empty name only once it has been left", async () => {
      const { user } = renderStep(<BasicDetailsStep />, { options: visitorSubmit });
      expectInError(nameField(), false);
      await user.click(nameField());
      expectInError(nameField(), false);
      await user.tab();
      expectInError(nameField());
      expect(nameField()).toHaveAccessibleDescription(messages.required);
      await user.type(nameField(), 'Kew Gardens');
      expectInError(nameField(), false);
      expect(nameField()).toHaveAccessibleDescription('11/80');
    });

    it('refuses a name over 80 characters and a description over 1000', async () => {
      const { user } = renderStep(<BasicDetailsStep />, { options: visitorSubmit });
      await user.click(nameField());
      await user.paste('n'.repeat(FIELD_LIMITS.attractionName + 1));
      expect(nameField()).toHaveAccessibleDescription(messages.maxLength(80));
      await user.click(descriptionField());
      await user.paste('d'.repeat(FIELD_LIMITS.attractionDescription + 1));
      expect(descriptionField()).toHaveAccessibleDescription(messages.maxLength(1000));
    });

    it('needs a visitor to give an entry price, in place of the price helper', async () => {
      const { user } = renderStep(<BasicDetailsStep />, { options: visitorSubmit });
      await user.click(priceField());
      await user.tab();
      expectInError(priceField());
      expect(priceField()).toHaveAccessibleDescription(messages.required);
    });

    it('lets a blank entry price keep the saved cost rating when an attraction is edited', async () => {
      const { user, body } = renderStep(<BasicDetailsStep />, { options: adminEdit });
      await user.click(priceField());
      await user.tab();
      expectInError(priceField(), false);
      expect(priceField()).toHaveAccessibleDescription(priceHelper);
      expect(body()).toMatchObject({ price: adminEdit.savedPrice });
    });

    it('formats the entry price in pounds to 2 decimals when the field is left', async () => {
      const { user, body } = renderStep(<BasicDetailsStep />, { options: visitorSubmit });
      await user.type(priceField(), '12.5');
      await user.tab();
      expect(priceField()).toHaveValue('12.50');
      expectInError(priceField(), false);
      expect(body()).toMatchObject({ entryPrice: 12.5 });
    });

    it.each([
      ['free', messages.typeMismatch('a number', 'text')],
      ['-3', messages.atLeast(0)],
      ['1.234', messages.decimalPlaces(2)],
    ])('refuses the entry price %s with the contract message, as typed', async (typed, message) => {
      const { user } = renderStep(<BasicDetailsStep />, { options: visitorSubmit });
      await user.type(priceField(), typed);
      await user.tab();
      expect(priceField()).toHaveValue(typed);
      expectInError(priceField());
      expect(priceField()).toHaveAccessibleDescription(message);
    });

    it('lets an admin pick a rating in half steps, or none', async () => {
      const { user, body } = renderStep(<BasicDetailsStep />, { options: adminEdit });
      const rating = screen.getByRole('combobox', { name: /^Rating \(out of 5\)/ });
      await user.click(rating);
      const options = screen.getAllByRole('option').map((option) => option.textContent);
      expect(options).toEqual([
        'No rating',
        ...['0', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'],
      ]);
      await user.click(screen.getByRole('option', { name: '3.5' }));
      expect(rating).toHaveTextContent('3.5');
      expect(body()).toMatchObject({ rating: 3.5 });
    });

    it('refuses a Google Place ID over 100 characters', async () => {
      const { user } = renderStep(<BasicDetailsStep />, { options: adminEdit });
      await user.click(field(/^Google Place ID/));
      await user.paste('p'.repeat(FIELD_LIMITS.googlePlaceId + 1));
      expect(field(/^Google Place ID/)).toHaveAccessibleDescription(messages.maxLength(100));
    });
  },
);
