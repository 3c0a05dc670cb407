/**
 * Every user-facing string the contract owns. SPEC's wording is the contract: the server's 400s,
 * the browser's form errors and the snackbars all read from here, so a change lands everywhere at
 * once. `{product}` texts are functions because the product name is configuration (DESIGN).
 */

/** Field validation messages (SPEC §5), plus the few our own rules need (SPEC: "not shown"). */
export const messages = {
  required: 'This field is required.',
  minLength: (n: number) => `This field must be a minimum of ${n} character(s).`,
  maxLength: (n: number) => `This field must be a maximum of ${n} character(s).`,
  lowercase: 'This field must be lowercase.',
  noSpaces: 'This field must not have spaces.',
  typeMismatch: (expected: string, actual: string) =>
    `This field is expected to be ${expected} but was ${actual}.`,
  url: 'Please enter a valid URL.',
  email: 'Please enter a valid Email Address.',
  phone: 'Please enter a valid UK Phone Number.',
  icon: 'A valid icon must be selected.',
  mainCategoryRequired: 'A main category must be selected.',
  selectCategoryFirst: 'Select at least one category before selecting a main category.',

  // Our own wording, in SPEC's voice, for rules SPEC states without a message.
  slugCharacters: 'This field must contain only the letters a-z and the digits 0-9.',
  between: (min: number, max: number) => `This field must be between ${min} and ${max}.`,
  atLeast: (min: number) => `This field must be ${min} or more.`,
  wholeNumber: 'This field must be a whole number.',
  multipleOf: (step: number) => `This field must be a multiple of ${step}.`,
  decimalPlaces: (n: number) => `This field must have no more than ${n} decimal places.`,
  hexColour: 'Please enter a valid colour, such as #FFFFFF.',
  socialHandle: 'Please enter the account name only, without the @ prefix or a link.',
  coordinatesTogether: 'Latitude and longitude must be given together.',
  mainCategoryNotSelected: 'The main category must be one of the selected categories.',
  referenceNumber: 'Please enter a valid reference number of 10 letters and digits.',
} as const;

/** The admin forms that announce their own success (SPEC §8). */
export type AdminEntityLabel = 'Category' | 'Region' | 'Attraction Group';

/** SPEC §4 shows the hint as 'Close all open editors before ...'; the action completes it. */
export const CLOSE_EDITORS_HINT_PREFIX = 'Close all open editors before';

/** User-facing feedback of SPEC §8 and the notices of SPEC §2/§4. */
export const notices = {
  created: 'Created successfully.',
  updated: 'Updated successfully.',
  saved: 'Saved successfully.',
  deactivated: 'Deactivated successfully.',
  reactivated: 'Reactivated successfully.',
  rejected: 'Rejected successfully.',
  approved: 'Approved successfully.',
  googlePlacePopulated: 'Google Place location details populated successfully.',
  entityCreated: (entity: AdminEntityLabel) => `This ${entity} has been successfully created!`,
  entityUpdated: (entity: AdminEntityLabel) => `This ${entity} has been successfully updated!`,

  attractionNotSaved: 'This attraction could not be saved.',
  attractionIncomplete:
    'This attraction could not be saved. Please ensure the name, region and category fields are complete before continuing.',
  googlePlaceIdRequired: 'Please ensure a valid Google Place Id has been saved.',
  unsavedChangesBeforeGooglePlace:
    'One or more properties have changed since the last save. Please save changes before proceeding.',

  attractionNotFound: 'No matching Attraction could be found.',
  submissionNotFound: 'No matching Submission could be found.',
  /** Follows the go-back link after a not-found text. */
  tryAgain: 'and try again.',
  notFoundPage: 'Hoot, we have a problem... Error 404 - Page Not Found',
  retrieveMismatch:
    'The details entered did not match a submitted attraction. Please check the spelling of the attraction name and ensure the reference number matches that which you took note of on submission.',

  deleteFacilityWarning:
    'Are you sure you want to delete this facility? Once deleted, this facility cannot be retrieved.',
  leavePrompt: "Are you sure you want to leave? Don't forget to save your changes.",
  closeEditorsHint: (action: string) => `${CLOSE_EDITORS_HINT_PREFIX} ${action}.`,
  facilitiesSaving:
    'Facilities are being selected. Please wait to be returned to the attraction...',
  notLoggedInToEdit: 'You are not logged in. Please Log-in to edit this attraction.',

  submissionSuccessful: 'Submission Successful!',
  submissionUpdated: 'Submission Updated!',
  keepReference: 'Please keep a record of this ID.',

  geolocationUnavailable: 'You have disabled geolocation data or it is not supported',
  geolocationPrecise: 'You are using the precise geolocation data of your device',
  geolocationTurnedOff: (product: string) =>
    `You have turned off geolocation data in the ${product} settings`,
  personalisationOffPrompt: (product: string) =>
    `This will delete all personalisation cookies stored by ${product} and remove your settings, do you wish to continue?`,
  priceHelper: (product: string) =>
    `Prices are not shown on ${product}. This amount will instead be used to give a cost rating out of 5.`,
} as const;

/** Empty and loading states of the lists (SPEC §2). {product} is a countable noun: "Daytrips". */
export const listTexts = {
  noFilterMatches: (product: string) => `There are no ${product}s matching the applied filters.`,
  noSearchMatches: (product: string) => `There are no ${product}s matching your search term.`,
  noRelated: 'This attraction has no related attractions.',
  noResults: 'Oops! There are no results.',
  adminNoMatches: 'There are no matching results.',
  loadingList: (product: string) => `Fetching some incredible ${product}s...`,
  loadingAttraction: (product: string) => `Fetching an incredible ${product}...`,
  loadingPage: 'Page Loading...',
} as const;
