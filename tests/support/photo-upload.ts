// A moderator's photo upload as a browser's FormData sends it (decision 163), for the API tests.
import sharp from 'sharp';

/** A multipart body with the given fields and file. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A 1200×800 JPEG: a green field under a blue sky, so the processed files are not blank. */
export function samplePhoto(): Promise<Buffer> {
  const sky = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">' +
      '<rect width="1200" height="480" fill="#7fb7e6"/><rect y="480" width="1200" height="320" fill="#4a7c59"/>' +
      '<circle cx="950" cy="170" r="80" fill="#ffd34d"/></svg>',
  );
  return sharp(sky).jpeg({ quality: 85 }).toBuffer();
}
