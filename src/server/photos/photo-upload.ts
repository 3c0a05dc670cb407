// A multipart photo upload (decision 163): the file and its alt text, credit and licence, read
// from the form, checked by the contract, processed and stored; the row says who gave it.
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, type PhotoFields } from '../../contract/photo.js';
import { PhotoFieldsSchema } from '../../contract/photo-schema.js';
import { attractionPhotos } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { processPhoto } from './photo-pipeline.js';
import type { PhotoStore } from './photo-store.js';

export interface PhotoUpload {
  fields: PhotoFields;
  bytes: Buffer;
}

export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'Send the photo as multipart/form-data with the fields file, altText, credit and licence.',
    );
  }
  const raw: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') bytes = await part.toBuffer();
        else await part.toBuffer();
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, PHOTO_MESSAGES.tooLarge, { file: [PHOTO_MESSAGES.tooLarge] });
    }
    throw error;
  }
  const parsed = PhotoFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      (fieldErrors[key] ??= []).push(issue.message);
    }
    const [first] = Object.entries(fieldErrors);
    throw new HttpError(400, `${first?.[0]}: ${first?.[1][0]}`, fieldErrors);
  }
  if (!bytes || bytes.length === 0) {
    throw new HttpError(400, PHOTO_MESSAGES.noFile, { file: [PHOTO_MESSAGES.noFile] });
  }
  return { fields: parsed.data, bytes };
}

/** Processes and stores the picture; the row's status is `published` or `proposed`. */
export async function storePhoto(
  db: Db,
  store: PhotoStore,
  upload: PhotoUpload,
  photo: { attractionId: number; status: 'published' | 'proposed'; givenBy: string; now: Date },
) {
  const processed = await processPhoto(upload.bytes);
  const fileKey = await store.save(photo.attractionId, processed.files);
  const [row] = await db
    .insert(attractionPhotos)
    .values({
      attractionId: photo.attractionId,
      status: photo.status,
      fileKey,
      widths: processed.widths,
      width: processed.width,
      height: processed.height,
      placeholder: processed.placeholder,
      altText: upload.fields.altText,
      credit: upload.fields.credit,
      licence: upload.fields.licence,
      givenBy: photo.givenBy,
      createdAt: photo.now,
      decidedAt: photo.status === 'published' ? photo.now : null,
    })
    .returning();
  return row!;
}
