/** `POST /img` (multipart, field `file`) and the image rules shared with review photos. */
import * as v from 'valibot';
import { imageMessages } from '../messages/image.ts';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ERROR_CODES = ['IMAGE_REQUIRED', 'IMAGE_TYPE_NOT_ALLOWED', 'IMAGE_TOO_LARGE'] as const;
export type ImageErrorCode = (typeof IMAGE_ERROR_CODES)[number];

export const ImageFileSchema = v.pipe(
  v.blob(imageMessages.errors.IMAGE_REQUIRED),
  v.mimeType(IMAGE_MIME_TYPES, imageMessages.errors.IMAGE_TYPE_NOT_ALLOWED),
  v.maxSize(IMAGE_MAX_BYTES, imageMessages.errors.IMAGE_TOO_LARGE),
);

/** Which rule an image broke, from the valibot issue type. */
export function imageErrorCode(issueType: string): ImageErrorCode {
  if (issueType === 'mime_type') return 'IMAGE_TYPE_NOT_ALLOWED';
  if (issueType === 'max_size') return 'IMAGE_TOO_LARGE';
  return 'IMAGE_REQUIRED';
}

export const ImageUploadResultSchema = v.object({
  imgUrl: v.string(),
  size: v.number(),
  mimeType: v.picklist(IMAGE_MIME_TYPES),
});

export type ImageUploadResult = v.InferOutput<typeof ImageUploadResultSchema>;
