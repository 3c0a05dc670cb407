// The mail a claim sends: one link that proves the claimant reads mail on the place's domain.
// Not a list mail, so no unsubscribe line; it says what to do if it was not asked for.
import { pageHref } from '../../../../contract/page-routes.js';
import { VENUE_LINK_HOURS, VENUE_MESSAGES } from '../../../../contract/venue.js';
import { mailHtml, mailText, type MailContent } from '../../../mail/mail-layout.js';
import type { MailMessage } from '../../../mail/mail-message.js';

export function venueClaimMail(options: {
  to: string;
  token: string;
  place: string;
  productName: string;
  publicUrl: string;
}): MailMessage {
  const { productName, place } = options;
  const base = options.publicUrl.replace(/\/$/, '');
  const content: MailContent = {
    productName,
    heading: `Update ${place} on ${productName}`,
    paragraphs: [
      `Someone, hopefully you, said this address belongs to the people who run ${place} and asked to keep its listing on ${productName} up to date.`,
      `Follow the link within ${VENUE_LINK_HOURS} hours to tell us about opening times, prices, photos and more. Our moderators check every change before it appears. If it was not you, ignore this mail: nothing happens without the link.`,
    ],
    action: {
      label: 'Yes, this is my place',
      url: `${base}${pageHref.venueVerify(options.token)}`,
    },
    footer: `You are getting this because this address was entered on ${place}'s page on ${productName}.`,
  };
  return {
    kind: 'venue-claim',
    to: options.to,
    subject: VENUE_MESSAGES.mailSubject(productName, place),
    text: mailText(content),
    html: mailHtml(content),
  };
}
