import {
  IDEMPOTENCY_KEY_HEADER,
  type ReportFormValues,
  type ReportReceipt,
} from '../../contract/report';
import { sendJson } from './http';

/**
 * POST /management-service/v1/reports (no token). The key is the one the form drew when it
 * opened: sending twice (a double tap, a retry after a lost answer) stores one report.
 */
export async function sendReport(
  body: ReportFormValues,
  idempotencyKey: string,
): Promise<ReportReceipt> {
  const envelope = await sendJson<{ response: ReportReceipt }>(
    'POST',
    '/management-service/v1/reports',
    body,
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  return envelope.response;
}

/** A fresh key per opened form: 32 hex digits, inside the contract's 16-100 characters. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
