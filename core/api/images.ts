/** `POST /img`: one image as multipart. */
import * as v from 'valibot';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { imageMessages } from '../messages/image.ts';
import { ImageFileSchema, ImageUploadResultSchema, imageErrorCode, type ImageUploadResult } from '../schemas/image-upload.ts';
import { withCatalogue } from './error-catalogue.ts';

/** Refuses a file the server would refuse, with the same code, before uploading it. */
export function validateImageFile(file: unknown): Blob {
  const parsed = v.safeParse(ImageFileSchema, file);
  if (parsed.success) return parsed.output;
  const code = imageErrorCode(parsed.issues[0].type);
  throw new ApiError({ kind: 'invalid-input', code, message: imageMessages.errors[code] });
}

/**
 * `POST /img`: uploads `file` as the multipart field `file` (named as the `File` is, else `fileName`),
 * after `validateImageFile`'s checks.
 */
export async function uploadImage(file: Blob, fileName = 'image'): Promise<ImageUploadResult> {
  const checked = validateImageFile(file);
  const form = new FormData();
  form.append('file', checked, file instanceof File ? file.name : fileName);
  return withCatalogue(imageMessages, () => request(ImageUploadResultSchema, '/img', { method: 'POST', body: form }));
}
