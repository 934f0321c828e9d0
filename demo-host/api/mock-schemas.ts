// Contracts of the reference API's own inputs and debug endpoints (not part of the product's calls).
import * as v from 'valibot';
import { SCENARIO_KEYS } from './state.ts';

const positiveIntegerString = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1));

/** Query of `GET /api/item/bundleable-item-list`. */
export const BundleableQuerySchema = v.object({
  selectionFrameDataId: v.pipe(v.string(), v.nonEmpty()),
  storeItemId: v.optional(v.string()),
  limit: v.optional(positiveIntegerString, '30'),
  page: v.optional(positiveIntegerString, '1'),
});

/** Query of `GET /api/selection-frame-first-enterance-guide`. */
export const GuideQuerySchema = v.object({
  selectionFrameLargeDataId: v.pipe(v.string(), v.nonEmpty()),
});

/** Body of `POST /api/mock/selection/server-pause`. */
export const ServerPauseInputSchema = v.object({ on: v.boolean() });

/** `GET /api/mock/selection/scenarios`: scenario key → id. */
export const ScenarioIdsSchema = v.strictObject(
  Object.fromEntries(SCENARIO_KEYS.map((key) => [key, v.string()])) as Record<(typeof SCENARIO_KEYS)[number], v.StringSchema<undefined>>,
);

/** The one OK answer (core/schemas/ok.ts), under the name the reference API's routes use. */
export { OkResultSchema as OkSchema } from '../../core/schemas/ok.ts';

/**
 * Body of `POST /api/mock/selection/frames/:id`: edge data the seed lacks, set on one frame until
 * the next reset (an empty `pickTitle`, a long `title`).
 */
export const FramePatchInputSchema = v.strictObject({
  pickTitle: v.optional(v.string()),
  title: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

export const ServerPauseStateSchema = v.object({ ok: v.literal(true), on: v.boolean() });

/**
 * Body of `POST /api/mock/selection/outage`: the next `times` service calls whose path ends with
 * `path` are answered 503, as a server having a bad moment (a reset ends it); with `answer:
 * 'gateway'`, 502 with a gateway's HTML page instead of the API's JSON error.
 */
export const OutageInputSchema = v.strictObject({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
  times: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
  answer: v.optional(v.picklist(['api', 'gateway']), 'api'),
});

/**
 * Body of `POST /api/mock/selection/slow`: a slow network before one call. Every request whose path
 * ends with `path`, the browser's preflight included, waits `ms` before the API reads it (0, or a
 * reset, ends it).
 */
export const SlowInputSchema = v.strictObject({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
  ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
});

/** Body of `POST /api/mock/selection/hostile`: hostile mode on or off (a reset turns it off). */
export const HostileInputSchema = v.strictObject({ on: v.boolean() });

/** `/api/mock/selection/hostile`: whether hostile mode is on, and how many strings and URLs it poisoned. */
export const HostileStateSchema = v.object({ on: v.boolean(), texts: v.number(), urls: v.number() });

/** `GET /api/mock/selection/echo-headers`: the common headers as received; tokens are never echoed. */
export const EchoHeadersSchema = v.object({
  timezone: v.nullable(v.string()),
  device_time: v.nullable(v.string()),
  locale: v.nullable(v.string()),
  web_device_id: v.nullable(v.string()),
  /** `'Bearer <present>'` for a bearer token, `'<invalid>'` for anything else, null when absent. */
  Authorization: v.nullable(v.picklist(['Bearer <present>', '<invalid>'])),
});

export type EchoHeaders = v.InferOutput<typeof EchoHeadersSchema>;
