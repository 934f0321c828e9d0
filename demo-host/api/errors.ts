// Error values of the reference API and the helpers that validate input and output with valibot.
import * as v from 'valibot';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../core/schemas/api-error.ts';
import { messages } from '../../core/messages/index.ts';
import { IMAGE_PATH_PREFIX } from './images.ts';
import { fromSchema } from '../../core/validators/validation.ts';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly action?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.action === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, action: this.action };
  }
}

export const notFound = (): ApiError => new ApiError(404, 'NOT_FOUND', messages.errors.notFound);

export const loginRequired = (): ApiError => new ApiError(401, 'AUTH_HEADER_INVALID', messages.errors.loginRequired);

export const invalidQuery = (message: string): ApiError => new ApiError(400, 'INVALID_QUERY', message);

export const SERVER_PAUSE_MESSAGE = `${messages.screens.construction} ${messages.screens.constructionDetail}`;

export const serverPause = (): ApiError => new ApiError(503, 'SERVER_PAUSE', SERVER_PAUSE_MESSAGE, 'serverPause');

type AnySchema = v.GenericSchema;

/** Parses request input; a mismatch is a 400 INVALID_QUERY naming the first bad field. */
export function parseInput<TSchema extends AnySchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const checked = fromSchema(schema, input);
  if (checked.ok) return checked.value;
  const [first] = checked.errors;
  throw invalidQuery(first?.field ? `${first.field}: ${first.message}` : checked.message);
}

/** The JSON body of a request; a body that is not JSON is a 400 INVALID_QUERY. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json<unknown>();
  } catch {
    throw invalidQuery('요청 본문이 올바른 JSON이 아니에요.');
  }
}

/**
 * Sends a body through its response schema, so the server can never answer outside the contract
 * the client parses with (a mismatch is a bug in the seed and surfaces as a 500).
 */
export function respond<TSchema extends AnySchema>(
  c: Context,
  schema: TSchema,
  body: v.InferInput<TSchema>,
  status: ContentfulStatusCode = 200,
): Response {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const [issue] = result.issues;
    throw new ApiError(500, 'RESPONSE_CONTRACT', `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  }
  return c.json(withAbsoluteImages(result.output, new URL(c.req.url).origin) as object, status);
}

/**
 * The generated images are served by this API, so their URLs carry its origin: a host page on
 * another origin (or a CDN in front of the widgets) shows them too.
 */
function withAbsoluteImages(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith(IMAGE_PATH_PREFIX) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteImages(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withAbsoluteImages(item, origin)]));
  }
  return value;
}
