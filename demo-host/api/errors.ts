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
    /** The request field at fault, for a host's developer (the message is the person's). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.action === undefined ? {} : { action: this.action }),
      ...(this.field === undefined ? {} : { field: this.field }),
    };
  }
}

export const notFound = (): ApiError => new ApiError(404, 'NOT_FOUND', messages.errors.notFound);

export const loginRequired = (): ApiError => new ApiError(401, 'AUTH_HEADER_INVALID', messages.errors.loginRequired);

export const invalidQuery = (message: string, field?: string): ApiError => new ApiError(400, 'INVALID_QUERY', message, undefined, field);

export const SERVER_PAUSE_MESSAGE = `${messages.screens.construction} ${messages.screens.constructionDetail}`;

export const serverPause = (): ApiError => new ApiError(503, 'SERVER_PAUSE', SERVER_PAUSE_MESSAGE, 'serverPause');

type AnySchema = v.GenericSchema;

/** Parses request input; a mismatch is a 400 INVALID_QUERY with the first bad field's message, naming the field. */
export function parseInput<TSchema extends AnySchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const checked = fromSchema(schema, input);
  if (checked.ok) return checked.value;
  const [first] = checked.errors;
  // The rule's Korean message as it is (SPEC §5: 이메일을 입력해주세요.), for a host to show; the field beside it.
  throw invalidQuery(first?.message ?? checked.message, first?.field || undefined);
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
