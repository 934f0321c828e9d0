// POST /img (multipart) and the uploaded images it serves back under the mock base.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { imageMessages } from '../../../core/messages/image.ts';
import { ImageFileSchema, ImageUploadResultSchema, imageErrorCode, type IMAGE_MIME_TYPES } from '../../../core/schemas/image-upload.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE, MOCK_BASE } from '../context.ts';
import { invalidQuery, notFound } from '../errors.ts';
import { requireUser } from '../sessions.ts';
import { nextId, refuse, reply } from './commerce-support.ts';

/** The multipart form of a request; anything else is a 400. */
export async function readForm(c: Context): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw invalidQuery('요청 본문이 multipart/form-data가 아니에요.');
  }
}

/** Checks an uploaded image with the client's own rules and keeps it; answers its URL. */
export async function storeImage(
  ctx: ApiContext,
  file: unknown,
): Promise<{ imgUrl: string; size: number; mimeType: (typeof IMAGE_MIME_TYPES)[number] }> {
  const parsed = v.safeParse(ImageFileSchema, file);
  if (!parsed.success) {
    const code = imageErrorCode(parsed.issues[0].type);
    throw refuse(code === 'IMAGE_TOO_LARGE' ? 413 : 400, code, imageMessages);
  }
  const blob = parsed.output;
  const id = nextId(ctx, 'upload');
  ctx.state.commerce.uploads.set(id, { bytes: new Uint8Array(await blob.arrayBuffer()), mimeType: blob.type });
  return { imgUrl: `${MOCK_BASE}/uploads/${id}`, size: blob.size, mimeType: blob.type as (typeof IMAGE_MIME_TYPES)[number] };
}

export function registerImageRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${API_BASE}/img`, async (c) => {
    requireUser(c, ctx.sessions);
    const form = await readForm(c);
    return reply(c, ctx, 'POST /img', ImageUploadResultSchema, await storeImage(ctx, form.get('file') ?? undefined));
  });

  app.get(`${MOCK_BASE}/uploads/:id`, (c) => {
    const upload = ctx.state.commerce.uploads.get(c.req.param('id'));
    if (!upload) throw notFound();
    c.header('Content-Type', upload.mimeType);
    return c.body(upload.bytes.slice().buffer);
  });
}
