/**
 * The messages between the widgets and the native app, as valibot schemas (one typed channel).
 *
 * Widgets → app (every message carries `source: 'selection-widgets'`):
 * - `open-login` `{returnUrl}`: open the app's login; the app reports back with `login`.
 * - `open-deep-link` `{url, webUrl}`: open an app screen (only sent to apps new enough, SPEC §9).
 * - `close-web-view`: the person leaves the selection (the home button in the app): close this web view.
 * - `coupon-issued` `{couponCode}`: a coupon was issued; the app may refresh its coupon badge.
 * - `track` `{event, params}`: an analytics event for the app's tracker (never sent in login-as mode).
 * - `back-result` `{handled, id?}`: the answer to `back` (with its `id`, when it had one); `false`
 *   leaves the back button to the app.
 *
 * App → widgets (window `message` events from an allowed origin, `source: 'selection-app'`; the
 * object itself or its JSON text):
 * - `login` `{status: 'success' | 'cancel'}`: the app login finished; the token cookie is set on success.
 * - `back` `{id?}`: the app's back button; the open dialog or guide on top closes, and the page
 *   answers with `back-result`.
 */
import * as v from 'valibot';
import { isSafeLinkUrl } from '../core/schemas/safe-url.ts';
import { INBOUND_SOURCE, OUTBOUND_SOURCE } from './app-protocol.ts';

export { INBOUND_SOURCE, OUTBOUND_SOURCE } from './app-protocol.ts';

/**
 * What an app may tag a `back` with, to know which press a `back-result` answers: given back as it
 * came. A number is a safe integer: one JSON cannot carry back as it came (Infinity, 2^53 and past,
 * where a 64-bit id loses its last digits) is refused, as a malformed message is; a string is at
 * most BACK_ID_MAX_LENGTH characters (an id, not a payload the page would send back whole).
 */
export const BACK_ID_MAX_LENGTH = 256;
/**
 * In characters (code points, as the JSON Schema's `maxLength` counts: an emoji is one), counted only
 * where the string's UTF-16 length leaves it in doubt. A check of our own, lighter in the bundle than
 * valibot's `maxLength`.
 */
export const isBackIdLength = (id: string): boolean =>
  id.length <= BACK_ID_MAX_LENGTH || (id.length <= 2 * BACK_ID_MAX_LENGTH && [...id].length <= BACK_ID_MAX_LENGTH);
const BackIdSchema = v.union([v.pipe(v.string(), v.check(isBackIdLength)), v.pipe(v.number(), v.check<number>(Number.isSafeInteger))]);

export const OutboundMessageSchema = v.variant('type', [
  v.object({ source: v.literal(OUTBOUND_SOURCE), type: v.literal('open-login'), returnUrl: v.string() }),
  v.object({
    source: v.literal(OUTBOUND_SOURCE),
    type: v.literal('open-deep-link'),
    url: v.string(),
    // The web page's absolute http(s) URL (an app parses it whole), and a web page only.
    webUrl: v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/]/i),
      v.check((url) => isSafeLinkUrl(url)),
    ),
  }),
  v.object({ source: v.literal(OUTBOUND_SOURCE), type: v.literal('close-web-view') }),
  v.object({ source: v.literal(OUTBOUND_SOURCE), type: v.literal('coupon-issued'), couponCode: v.string() }),
  v.object({
    source: v.literal(OUTBOUND_SOURCE),
    type: v.literal('back-result'),
    handled: v.boolean(),
    id: v.optional(BackIdSchema),
  }),
  v.object({
    source: v.literal(OUTBOUND_SOURCE),
    type: v.literal('track'),
    event: v.string(),
    params: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  }),
]);

export const InboundMessageSchema = v.variant('type', [
  v.object({ source: v.literal(INBOUND_SOURCE), type: v.literal('login'), status: v.picklist(['success', 'cancel']) }),
  v.object({ source: v.literal(INBOUND_SOURCE), type: v.literal('back'), id: v.optional(BackIdSchema) }),
]);

export type OutboundMessage = v.InferOutput<typeof OutboundMessageSchema>;
/** An outbound message as a widget writes it; the channel adds `source`. */
export type OutboundPayload = OutboundMessage extends unknown ? DistributiveOmit<OutboundMessage, 'source'> : never;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type InboundMessage = v.InferOutput<typeof InboundMessageSchema>;

/**
 * The page's own origin plus the configured ones (`appMessageOrigins`, comma-separated), each as a
 * browser writes an origin (`https://App.example.com/` is `https://app.example.com`); what is no
 * URL (a wildcard) or has no origin (`null`) is left out.
 */
export function allowedOrigins(configured: string, ownOrigin: string): string[] {
  const extra = configured.split(',').flatMap((entry) => {
    try {
      const { origin } = new URL(entry.trim());
      return origin === 'null' ? [] : [origin];
    } catch {
      return [];
    }
  });
  return [ownOrigin, ...extra];
}

/** An app message when `origin` is allowed and `data` matches the schema; otherwise null (ignored). */
export function acceptInbound(data: unknown, origin: string, allowed: readonly string[]): InboundMessage | null {
  if (!allowed.includes(origin)) return null;
  const parsed = v.safeParse(InboundMessageSchema, data);
  return parsed.success ? parsed.output : null;
}
