import { useMutation } from '@tanstack/react-query';
import { EMAIL_SIGNUP_PATHS } from '../../contract/email-signup';
import { sendJson } from './http';

export type EmailLinkAction = 'confirm' | 'unsubscribe';

/** POST the token from a mailing-list mail's link to confirm the sign-up or leave the list. */
export async function followEmailLink(action: EmailLinkAction, token: string): Promise<void> {
  await sendJson('POST', EMAIL_SIGNUP_PATHS[action], { token });
}

export function useEmailLink(action: EmailLinkAction) {
  return useMutation({ mutationFn: (token: string) => followEmailLink(action, token) });
}
