import { useMutation } from '@tanstack/react-query';
import { sendJson } from './http';

/** POST /marketing-service/v1/email/signup {email} → {result: true} (SPEC §7). */
export async function signUpForEmails(email: string): Promise<boolean> {
  const answer = await sendJson<{ result?: boolean | null }>(
    'POST',
    '/marketing-service/v1/email/signup',
    { email },
  );
  return answer?.result === true;
}

export function useEmailSignUp() {
  return useMutation({ mutationFn: signUpForEmails });
}
