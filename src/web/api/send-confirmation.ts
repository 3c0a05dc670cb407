import {
  CONFIRMATIONS_PATH,
  type ConfirmationInput,
  type ConfirmationReceipt,
} from '../../contract/fact-confirmation';
import { sendJson } from './http';

/** POST /management-service/v1/confirmations (no token): a visitor's Yes or No (decision 112). */
export async function sendConfirmation(input: ConfirmationInput): Promise<ConfirmationReceipt> {
  const envelope = await sendJson<{ response: ConfirmationReceipt }>(
    'POST',
    CONFIRMATIONS_PATH,
    input,
  );
  return envelope.response;
}
