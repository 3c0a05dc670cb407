// The one mail the mailing list sends today: "please confirm", with the unsubscribe link every
// list mail carries (in the body and as List-Unsubscribe).
import {
  EMAIL_SIGNUP_MESSAGES,
  EMAIL_SIGNUP_PATHS,
  SIGNUP_CONFIRM_DAYS,
} from '../../../contract/email-signup.js';
import { pageHref } from '../../../contract/page-routes.js';
import {
  mailHtml,
  mailText,
  unsubscribeHeaders,
  type MailContent,
} from '../../mail/mail-layout.js';
import type { MailMessage } from '../../mail/mail-message.js';

export function signupConfirmationMail(options: {
  to: string;
  token: string;
  productName: string;
  publicUrl: string;
}): MailMessage {
  const { productName, token } = options;
  const base = options.publicUrl.replace(/\/$/, '');
  const oneClick = `${base}${EMAIL_SIGNUP_PATHS.unsubscribe}?token=${token}`;
  const content: MailContent = {
    productName,
    heading: 'Please confirm your email address',
    paragraphs: [
      `Someone, hopefully you, asked to join the ${productName} mailing list with this address.`,
      `Follow the link within ${SIGNUP_CONFIRM_DAYS} days to start getting fresh ideas for great days out. If it was not you, ignore this mail: without a confirmation we forget the address.`,
    ],
    action: { label: 'Confirm my sign-up', url: `${base}${pageHref.emailConfirm(token)}` },
    unsubscribeUrl: `${base}${pageHref.emailUnsubscribe(token)}`,
    footer: `You are getting this because this address was entered on ${productName}.`,
  };
  return {
    kind: 'signup-confirmation',
    to: options.to,
    subject: EMAIL_SIGNUP_MESSAGES.mailSubject(productName),
    text: mailText(content),
    html: mailHtml(content),
    headers: unsubscribeHeaders(oneClick),
  };
}
