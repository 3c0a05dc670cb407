// The venue pages' and the venue service's words (decisions 161, 164), and how long a claim's
// link works: zod-free, so the attraction page can say "Is this your place?" without loading zod.

/** How long a claim's mailed link works. */
export const VENUE_LINK_HOURS = 24;

export const VENUE_MESSAGES = {
  claimTitle: 'Is this your place?',
  claimIntro:
    'Run this place? Give us an email address on its own website and we will send you a link. With it you can tell us about opening times, prices, photos and more; our moderators check each change before it goes live.',
  claimSent: (email: string) =>
    `We have emailed a link to ${email}. It works for ${VENUE_LINK_HOURS} hours.`,
  wrongDomain: (domain: string) =>
    `Please use an email address on this place's own website (…@${domain}). If you cannot, ask our moderators to check by hand: use "Report a problem" on this page, choose "Something else" and tell us who you are.`,
  noWebsite:
    'This place has no website on our listing, so we cannot check an address against it. Ask our moderators to verify you by hand: use "Report a problem" on this page, choose "Something else" and tell us who you are.',
  linkInvalid:
    'This link has expired or has already been used. Please ask for a new one from the place\u2019s page.',
  sessionInvalid:
    'Your venue session has expired. Please ask for a new link from your place\u2019s page.',
  nothingChanged: 'Nothing has changed, so there is nothing to send to our moderators.',
  proposalSent:
    'Thank you. Our moderators will check your changes; they appear on the page once approved.',
  mailSubject: (productName: string, place: string) =>
    `Your link to update ${place} on ${productName}`,
  proposalNotPending: 'This proposal has already been decided.',
} as const;

/** The venue pages' own words (decision 164): the claim on the attraction page, the link's page, the editor. */
export const VENUE_PAGE_TEXTS = {
  claimOpen: 'Update this listing',
  claimEmailLabel: 'Your email address at this place',
  claimEmailHelp: 'An address on the place\u2019s own website, such as bookings@…',
  claimSend: 'Email me a link',
  claimSentTitle: 'Check your inbox',
  claimRefusedTitle: 'We cannot use that address',
  claimLimitedTitle: 'Please wait a little',
  verifyIntro:
    'Press the button to confirm that you run this place. You can then tell us what has changed; our moderators check each change before it goes live.',
  verifyButton: 'Yes, this is my place',
  verifiedTitle: (place: string) => `You can now update ${place}`,
  verifiedCanDo: [
    'Correct opening times, prices and the ages it suits',
    'Tell families about access, baby changing and other essentials',
    'Update the description and how to get in touch',
  ],
  verifiedNext:
    'Each change goes to our moderators first. Once they approve it, the page says it was checked with the venue.',
  editStart: 'Update your listing',
  editIntro:
    'Open a part of your listing with Edit, change it and press Confirm: that part goes to our moderators, and the page shows it once they approve it.',
  noSession:
    'To update a listing, open the link we emailed you. No link? Ask for one under \u201cIs this your place?\u201d on your place\u2019s page.',
  sentTitle: 'What you have sent',
  nothingSent: 'Nothing yet. Changes you confirm appear here with what our moderators decided.',
  signedInAs: (email: string, until: string) => `Verified as ${email} until ${until}.`,
  pricesTitle: 'Prices',
  pricesHelp: 'The price of one adult ticket, in pounds.',
} as const;
