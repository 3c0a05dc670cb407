import type { Attraction } from '../../contract/attraction';
import type { AttractionInput } from '../../contract/attraction-input';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/submission';
import { adminHeaders } from './admin-token';
import { ApiError, getJson, sendJson } from './http';

/**
 * The management-service calls of the attraction page and wizard (SPEC §7): public submission
 * create / read / change by reference, admin create / save, the status actions and Google Place
 * data. Writes answer {response, result}.
 */

const MANAGEMENT = '/management-service/v1';

/** A submission as its submitter sees it (server: submissions-routes.ts). */
export type Submission = Attraction & {
  referenceNumber: string;
  enableEdit: boolean;
  isReadOnly: boolean;
};

interface Envelope<T> {
  response: T;
  result: true;
}

function unwrap<T extends { id: number }>(envelope: Envelope<T> | null): T {
  // SPEC §7: a created or updated attraction counts as saved only when it carries an id.
  if (!envelope?.response || typeof envelope.response.id !== 'number') {
    throw new ApiError(500, envelope);
  }
  return envelope.response;
}

/** `idempotencyKey`: one per wizard opening, so a retried submit is stored once (decision 029). */
export async function createSubmission(
  body: AttractionInput,
  idempotencyKey: string,
): Promise<Submission> {
  return unwrap(
    await sendJson<Envelope<Submission>>('POST', `${MANAGEMENT}/submissions`, body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
}

export async function updateSubmission(
  referenceNumber: string,
  body: AttractionInput,
): Promise<Submission> {
  return unwrap(
    await sendJson<Envelope<Submission>>(
      'PUT',
      `${MANAGEMENT}/submissions/${encodeURIComponent(referenceNumber)}`,
      body,
    ),
  );
}

/** Null when no submission has that reference (or the reference is malformed). */
export async function getSubmission(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<Submission | null> {
  try {
    const envelope = await getJson<Envelope<Submission>>(
      `${MANAGEMENT}/submissions/${encodeURIComponent(referenceNumber)}`,
      {},
      { signal },
    );
    return envelope.response;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Any attraction, live or not, read with the admin token; null when there is none. */
export async function getManagedAttraction(
  id: number,
  token: string | null,
  signal?: AbortSignal,
): Promise<Attraction | null> {
  try {
    return await getJson<Attraction>(
      `/attraction-service/v2/attractions/${id}`,
      {},
      { signal, headers: token ? adminHeaders(token) : {} },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function createAttraction(body: AttractionInput, token: string): Promise<Attraction> {
  return unwrap(
    await sendJson<Envelope<Attraction>>('POST', `${MANAGEMENT}/attractions`, body, {
      headers: adminHeaders(token),
    }),
  );
}

export async function saveAttraction(
  id: number,
  body: AttractionInput,
  token: string,
): Promise<Attraction> {
  return unwrap(
    await sendJson<Envelope<Attraction>>('PUT', `${MANAGEMENT}/attractions/${id}`, body, {
      headers: adminHeaders(token),
    }),
  );
}

/** SPEC §4 status actions: review actions live under submissions, the others under attractions. */
export type StatusAction =
  | 'approve'
  | 'reject'
  | 'undoReject'
  | 'deactivate'
  | 'activate'
  | 'reactivate'
  | 'fetchGoogleData';

export async function runStatusAction(
  action: StatusAction,
  id: number,
  token: string,
): Promise<Attraction> {
  const review = action === 'approve' || action === 'reject' || action === 'undoReject';
  const path = `${MANAGEMENT}/${review ? 'submissions' : 'attractions'}/${id}/${action}`;
  return unwrap(
    await sendJson<Envelope<Attraction>>('POST', path, {}, { headers: adminHeaders(token) }),
  );
}

/** The server's message for a failed write, when it gave one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const message = (error.body as { message?: unknown }).message;
    return typeof message === 'string' ? message : null;
  }
  return null;
}
