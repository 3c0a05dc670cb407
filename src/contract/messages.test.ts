import { describe, expect, it } from 'vitest';
import { CLOSE_EDITORS_HINT_PREFIX, listTexts, messages, notices } from './messages.js';

describe('validation messages (SPEC §5)', () => {
  it('uses SPEC wording for every generic rule', () => {
    expect(messages.required).toBe('This field is required.');
    expect(messages.minLength(3)).toBe('This field must be a minimum of 3 character(s).');
    expect(messages.maxLength(80)).toBe('This field must be a maximum of 80 character(s).');
    expect(messages.lowercase).toBe('This field must be lowercase.');
    expect(messages.noSpaces).toBe('This field must not have spaces.');
    expect(messages.typeMismatch('a number', 'text')).toBe(
      'This field is expected to be a number but was text.',
    );
    expect(messages.url).toBe('Please enter a valid URL.');
    expect(messages.email).toBe('Please enter a valid Email Address.');
    expect(messages.phone).toBe('Please enter a valid UK Phone Number.');
    expect(messages.icon).toBe('A valid icon must be selected.');
  });

  it('uses SPEC wording for the category selection messages', () => {
    expect(messages.mainCategoryRequired).toBe('A main category must be selected.');
    expect(messages.selectCategoryFirst).toBe(
      'Select at least one category before selecting a main category.',
    );
  });

  it('fills numbers into the messages of our own rules', () => {
    expect(messages.between(-90, 90)).toBe('This field must be between -90 and 90.');
    expect(messages.atLeast(0)).toBe('This field must be 0 or more.');
    expect(messages.multipleOf(0.5)).toBe('This field must be a multiple of 0.5.');
    expect(messages.decimalPlaces(2)).toBe('This field must have no more than 2 decimal places.');
  });
});

describe('notices (SPEC §8)', () => {
  it('uses SPEC wording for the success messages', () => {
    expect([
      notices.created,
      notices.updated,
      notices.saved,
      notices.deactivated,
      notices.reactivated,
      notices.rejected,
      notices.approved,
      notices.googlePlacePopulated,
    ]).toEqual([
      'Created successfully.',
      'Updated successfully.',
      'Saved successfully.',
      'Deactivated successfully.',
      'Reactivated successfully.',
      'Rejected successfully.',
      'Approved successfully.',
      'Google Place location details populated successfully.',
    ]);
  });

  it('names the admin entity in create and update confirmations', () => {
    expect(notices.entityCreated('Category')).toBe('This Category has been successfully created!');
    expect(notices.entityUpdated('Attraction Group')).toBe(
      'This Attraction Group has been successfully updated!',
    );
  });

  it('uses SPEC wording for save failures, Google place and not-found texts', () => {
    expect(notices.attractionNotSaved).toBe('This attraction could not be saved.');
    expect(notices.attractionIncomplete).toBe(
      'This attraction could not be saved. Please ensure the name, region and category fields are complete before continuing.',
    );
    expect(notices.googlePlaceIdRequired).toBe(
      'Please ensure a valid Google Place Id has been saved.',
    );
    expect(notices.unsavedChangesBeforeGooglePlace).toBe(
      'One or more properties have changed since the last save. Please save changes before proceeding.',
    );
    expect(notices.attractionNotFound).toBe('No matching Attraction could be found.');
    expect(notices.submissionNotFound).toBe('No matching Submission could be found.');
    expect(notices.tryAgain).toBe('and try again.');
  });

  it('uses SPEC wording for the prompts and warnings', () => {
    expect(notices.deleteFacilityWarning).toBe(
      'Are you sure you want to delete this facility? Once deleted, this facility cannot be retrieved.',
    );
    expect(notices.leavePrompt).toBe(
      "Are you sure you want to leave? Don't forget to save your changes.",
    );
    expect(notices.facilitiesSaving).toBe(
      'Facilities are being selected. Please wait to be returned to the attraction...',
    );
  });

  it('builds the close-editors hint from its SPEC prefix', () => {
    expect(CLOSE_EDITORS_HINT_PREFIX).toBe('Close all open editors before');
    expect(notices.closeEditorsHint('editing the description')).toBe(
      'Close all open editors before editing the description.',
    );
  });

  it('puts the product name into product texts', () => {
    expect(notices.priceHelper('Daytrip')).toBe(
      'Prices are not shown on Daytrip. This amount will instead be used to give a cost rating out of 5.',
    );
    expect(notices.geolocationTurnedOff('Daytrip')).toBe(
      'You have turned off geolocation data in the Daytrip settings',
    );
  });
});

describe('list texts (SPEC §2)', () => {
  it('pluralises the product name in empty states', () => {
    expect(listTexts.noFilterMatches('Daytrip')).toBe(
      'There are no Daytrips matching the applied filters.',
    );
    expect(listTexts.noSearchMatches('Daytrip')).toBe(
      'There are no Daytrips matching your search term.',
    );
  });

  it('keeps the product-free empty states verbatim', () => {
    expect(listTexts.noRelated).toBe('This attraction has no related attractions.');
    expect(listTexts.noResults).toBe('Oops! There are no results.');
    expect(listTexts.adminNoMatches).toBe('There are no matching results.');
  });

  it('words the loading texts as SPEC does', () => {
    expect(listTexts.loadingList('Daytrip')).toBe('Fetching some incredible Daytrips...');
    expect(listTexts.loadingAttraction('Daytrip')).toBe('Fetching an incredible Daytrip...');
  });
});
