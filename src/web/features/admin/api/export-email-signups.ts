import { ApiError } from '../../../api/http';
import { adminFetch, type AdminClient } from '../../../api/admin-client';

export interface CsvFile {
  fileName: string;
  blob: Blob;
}

/**
 * GET /management-service/v1/emailSignups/export with the token. The token travels in a header,
 * so the file is fetched here and handed to the browser as a Blob rather than by a plain link.
 */
export async function exportEmailSignups(client: AdminClient): Promise<CsvFile> {
  const response = await adminFetch(client, '/management-service/v1/emailSignups/export', {
    accept: 'text/csv',
  });
  if (!response.ok) throw new ApiError(response.status, null);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'email-signups.csv';
  return { fileName, blob: await response.blob() };
}
