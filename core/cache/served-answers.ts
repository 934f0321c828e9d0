/**
 * The answers a server render used, carried in the page to the browser: written by the server into
 * the element's shadow root as inert JSON (`<script type="application/json">`), read by the element
 * before it hydrates and put into the page's query cache by its one door, `hydrateQuery`, under
 * each request's own key. So the first render in the browser draws exactly what the server drew,
 * and nothing embedded is asked for again.
 */
import * as v from 'valibot';
import type { QueryDef } from './query-def.ts';
import { hydrateQuery } from './query-cache.ts';

const ServedAnswersSchema = v.object({
  /** Whether the server rendered for a signed-in person (the host gave it the person's cookie or token). */
  signedIn: v.boolean(),
  /** Whether the server drew the phone layout (the host's guess from the request): hydration draws it too. */
  phone: v.boolean(),
  /** The server's clock as it drew (ms since the epoch): a view that depends on the day hydrates with it. */
  at: v.optional(v.number()),
  answers: v.array(
    v.object({
      key: v.string(),
      /** The answer depends on who asks (see `RequestSpec.personal`). */
      personal: v.boolean(),
      status: v.number(),
      /** Absent where no answer came, or its body was empty or not JSON (a gateway's HTML page). */
      body: v.optional(v.unknown()),
    }),
  ),
});

export type ServedAnswers = v.InferOutput<typeof ServedAnswersSchema>;

/** The answers of `queries` (the server's, by key) in the shape the browser reads. */
export function servedAnswers(
  queries: readonly QueryDef<unknown>[],
  answers: ReadonlyMap<string, { status: number; body: unknown }>,
  drawn: Omit<ServedAnswers, 'answers'>,
): ServedAnswers {
  return {
    ...drawn,
    answers: queries.flatMap((query) => {
      const answer = answers.get(query.key);
      return answer ? [{ key: query.key, personal: query.spec.personal === true, status: answer.status, body: answer.body }] : [];
    }),
  };
}

/**
 * JSON that stays data inside `<script type="application/json">`: no `</script>`, `<!--` or `]]>`
 * can close or comment it (`<`, `>` and `&` are escaped), and U+2028/U+2029 are escaped for older
 * JavaScript parsers. `JSON.parse` reads it back unchanged.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * How old a served page may be (from its render, by the server's clock) for its answers to count as
 * just received: a page a cache kept longer (a CDN's copy of an anonymous render) is drawn as served
 * and its answers are asked for again once drawn, so its prices and stock are not the render's for
 * the whole visit. Two minutes leave room for a phone's clock a little off; one more than that ahead
 * of the server's asks again for a fresh page's answers (once, as it hydrates).
 */
export const SERVED_KEPT_MS = 120_000;

/**
 * Puts a server render's answers into the page's query cache. A person's own data (hearts, votes)
 * rendered for someone else — a page rendered anonymously and read signed in, or the reverse — is
 * drawn as the server drew it and asked for again at once; so is all of a page a cache kept
 * (`SERVED_KEPT_MS`). Returns how the server drew (its layout
 * and its clock), or undefined when `json` is not a server render's answers (nothing is taken then).
 */
export function hydrateServedAnswers(json: string, signedIn: boolean): Pick<ServedAnswers, 'phone' | 'at'> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const read = v.safeParse(ServedAnswersSchema, parsed);
  if (!read.success) return undefined;
  const forSomeoneElse = read.output.signedIn !== signedIn;
  // From when the page arrived (an element hydrated later in the visit counts from then too).
  const arrived = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;
  const kept = read.output.at !== undefined && arrived - read.output.at > SERVED_KEPT_MS;
  for (const { key, personal, status, body } of read.output.answers) {
    hydrateQuery(key, { status, body }, kept || (personal && forSomeoneElse) ? 0 : Date.now());
  }
  return { phone: read.output.phone, at: read.output.at };
}
