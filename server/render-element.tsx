/**
 * `renderElement`: one of our elements as HTML a server sends, its first screen already in it. The
 * tag with its attributes holds a declarative shadow root (`<template shadowrootmode="open">`) with
 * the element's stylesheet (cut to the rules its markup uses), the answers the screen used (inert
 * JSON) and the screen itself as React's server renderer draws the element's own component. In the
 * browser the element keeps that root, takes the answers into the page's cache and hydrates
 * (widgets/ui/served-render.ts).
 *
 * The screen's data is asked for as the browser would ask for it. What the first screen needs before
 * anything is in (`firstScreen`, the loader's head start in a browser) leaves at once, side by side.
 * Then the component is rendered, the queries it read and found unanswered are sent (or joined to
 * those already on their way) through the core client's `finalAnswer` (the same requests, headers
 * and retry) into the page's cache by its one door, `hydrateQuery`, and it is rendered again, until
 * it asks for nothing more. Every answer is read with its call's schema, so a failure draws the
 * catalogue's screen the browser would draw.
 */
import { createElement } from 'react';
import { attributeName } from '../core/attribute-name.ts';
import { renderToString } from 'react-dom/server.edge';
import { CONFIGURE, configure, getConfig, stickyTopDeclaration, type ConfigInput } from '../core/config.ts';
import { forgetReaders, hydrateQuery, readQueries, unansweredQueries } from '../core/cache/query-cache.ts';
import type { QueryDef } from '../core/cache/query-def.ts';
import { scriptSafeJson, servedAnswers } from '../core/cache/served-answers.ts';
import { sendableToken, setAuthTokenSource } from '../core/http/auth-token.ts';
import { setReaderTimeZone } from '../core/http/headers.ts';
import { finalAnswer } from '../core/http/client.ts';
import { requestKey } from '../core/http/request-spec.ts';
import { firstScreen } from '../core/api/first-screen.ts';
import type { WireAnswer } from '../core/http/wire-answer.ts';
import { isMomentary, type ApiError } from '../core/http/api-error.ts';
import { TEXT_LANG } from '../core/messages/language.ts';
import { setPageLocation } from '../core/page-location.ts';
import { SERVED_MARK as SERVED, USED_RULES_MARK } from '../core/served-mark.ts';
import { cookieIn } from '../core/storage/storage.ts';
import type { AttrType } from '../widgets/ui/define-element.tsx';
import { servedStyleSheets } from '../widgets/ui/shadow-styles.tsx';
import { ServedDrawContext } from '../widgets/ui/served-draw.ts';
// The review side (review tab and vote page) is a chunk of its own in the browser; a server has it at hand.
import '../widgets/selection-home/review/review-tab.tsx';
import { BROWSER_ELEMENTS, SERVER_ELEMENTS, type PageOutcome, type ReadAnswer } from './elements.ts';
import { attributesMarkup, nonceMarkup } from './markup.ts';
import { inOwnPage } from './page-scope.ts';
import { usedRules } from './used-rules.ts';
import type { RenderElement } from './types.ts';

/** Renders of one element at most: each asks for what the last one found missing (frames, then lists). */
const MAX_PASSES = 6;

const PARSERS: Record<AttrType, (value: string) => unknown> = {
  string: (value) => value,
  number: (value) => Number.parseFloat(value),
  boolean: (value) => /^[ty1-9]/i.test(value),
};

/**
 * `configure(input)`, its errors naming the option as the host wrote it here (`renderElement:
 * config.stickyTop …`, with `where`), not as the browser's `SelectionWidgets.configure`.
 */
function configureAs(input: ConfigInput, where: string): void {
  try {
    configure(input);
  } catch (error) {
    throw error instanceof TypeError ? new TypeError(error.message.replace(CONFIGURE, where)) : error;
  }
}

/** The element's props from its attributes, as the browser element parses them (empty or missing: undefined). */
function propsOf(types: Readonly<Record<string, AttrType>>, attributes: Readonly<Record<string, string>>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [prop, type] of Object.entries(types)) {
    const value = attributes[attributeName(prop)];
    props[prop] = value ? PARSERS[type](value) : undefined;
  }
  return props;
}

/** A character of a custom element's name after its first (HTML's PCENChar), and the name: a letter, and a hyphen somewhere after it. */
const PCEN =
  '-.0-9_a-z\\u00B7\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u203F\\u2040\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const CUSTOM_ELEMENT_NAME = new RegExp(`^[a-z][${PCEN}]*-[${PCEN}]*$`, 'u');

export const renderElement: RenderElement = async (options) => {
  // Each value as the browser's parser will give it to the element (a NUL is U+FFFD there), so the
  // server draws from what the element reads; a CR is kept by its escape (attributesMarkup).
  const attributes = Object.fromEntries(
    Object.entries<unknown>(options.attributes ?? {})
      // Left out (undefined, null) is no attribute; another value than text is a mistake (an id as a number).
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => {
        if (typeof value !== 'string') throw new TypeError(`renderElement: attributes["${name}"] must be a string, not ${typeof value}`);
        return [name, value.replaceAll('\0', '\uFFFD')];
      }),
  );
  if (typeof options.tag !== 'string' || !CUSTOM_ELEMENT_NAME.test(options.tag))
    throw new TypeError(`renderElement: "${String(options.tag)}" is not a custom element's tag name`);
  // A wrong option throws here, before any call, whatever the tag.
  const tagAttributes = attributesMarkup(attributes);
  const page = absoluteUrl(options.pageUrl, undefined, 'pageUrl', "the page's absolute URL (https://…)");
  // Required (a script, unlike TypeScript, may leave it out, or give null): without it every call
  // would go to `/api` on the page's origin. The page's configuration may carry it, as the loader's does.
  const apiBase: unknown = options.apiBase ?? options.config?.apiBase;
  if (apiBase === undefined || apiBase === null || (typeof apiBase === 'string' && apiBase.trim() === ''))
    throw new TypeError("renderElement: apiBase is required: the API's base URL (https://…/api)");
  // A base that makes no http(s) address (`http://[::1`, `file:…`) is a mistake, not an outage to draw as 503.
  if (typeof apiBase === 'string')
    absoluteUrl(apiBase, page, 'apiBase', "the API's base URL (https://…/api, or a path on the page's origin)");
  const legacyApiBase: unknown = options.legacyApiBase ?? options.config?.legacyApiBase;
  if (typeof legacyApiBase === 'string' && legacyApiBase.trim() !== '')
    absoluteUrl(legacyApiBase, page, 'legacyApiBase', "the legacy API's base URL (https://…/api_base, or a path on the page's origin)");
  // `null` is no token, as `undefined` is (a session's `token ?? null`): the render is anonymous.
  if (options.token !== undefined && options.token !== null && typeof options.token !== 'string')
    throw new TypeError(`renderElement: token must be a string (the bearer token), not ${typeof options.token}`);
  // A token no header can carry would fail every call (`fetch` refuses it), and the page say 503. The
  // cookie's is the visitor's to send: one such signs nobody in (auth-token.ts).
  if (options.token && !sendableToken(options.token))
    throw new TypeError('renderElement: token must be a bearer token (visible ASCII characters, no spaces)');
  if (options.cookie !== undefined && options.cookie !== null && typeof options.cookie !== 'string')
    throw new TypeError(`renderElement: cookie must be the request's Cookie header, a string, not ${typeof options.cookie}`);
  if (options.signal !== undefined && options.signal !== null && !(options.signal instanceof AbortSignal))
    throw new TypeError("renderElement: signal must be an AbortSignal (the request's own, or AbortSignal.timeout(…))");
  if (options.config !== undefined && options.config !== null && (typeof options.config !== 'object' || Array.isArray(options.config)))
    throw new TypeError(`renderElement: config must be an object of the loader's options, not ${typeof options.config}`);
  const viewport: unknown = options.viewport;
  if (viewport !== undefined && viewport !== 'phone' && viewport !== 'desktop')
    throw new TypeError(`renderElement: viewport must be "phone" or "desktop", not ${JSON.stringify(viewport) ?? typeof viewport}`);
  const timeZone = options.timeZone === undefined ? undefined : validTimeZone(options.timeZone);
  const element = SERVER_ELEMENTS[options.tag];
  // A tag of the package's own prefix that is none of its elements is a typo that would quietly lose
  // the server's render ("selection-homes"); a tag of another prefix is the host's, left to the browser.
  if (!element && options.tag.startsWith('selection-') && !BROWSER_ELEMENTS.includes(options.tag))
    throw new TypeError(`renderElement: "${options.tag}" is no element of selection-widgets`);
  // Not rendered on a server (the guide, the coupon): the tag as it is, drawn in the browser. Its
  // configuration is checked all the same, in a page of its own. An option's mistake is said before
  // an abort is (a render already ended still names it).
  if (!element) {
    await inOwnPage(async () => configureAs(options.config ?? {}, 'renderElement: config.'));
    options.signal?.throwIfAborted();
    return { html: `<${options.tag}${tagAttributes}></${options.tag}>` };
  }
  return inOwnPage(async () => {
    configureAs(options.config ?? {}, 'renderElement: config.');
    configureAs(
      {
        apiBase: options.apiBase,
        ...(options.legacyApiBase === undefined ? {} : { legacyApiBase: options.legacyApiBase }),
        // The page's configuration may carry the nonce as the loader's does; the option has the last word.
        nonce: options.nonce ?? options.config?.nonce ?? null,
      },
      'renderElement: ',
    );
    options.signal?.throwIfAborted();
    if (timeZone !== undefined) setReaderTimeZone(timeZone);
    setPageLocation(page);
    // An empty token (`session.token ?? ''`) is none: the render is anonymous, and says so. A token
    // given, even empty, is the render's person: the cookie is not read.
    const token =
      options.token !== undefined
        ? options.token || undefined
        : sendableToken(cookieIn(options.cookie ?? undefined, getConfig().tokenCookie));
    setAuthTokenSource(() => token);

    const { definition } = element;
    const props = propsOf(definition.props, attributes);
    // How it draws: the phone layout or not, and the day as of now (the hydration reads both).
    const drawn = { phone: options.viewport === 'phone', at: Date.now() };
    const screen = createElement(ServedDrawContext.Provider, { value: drawn }, createElement(definition.Component, props));
    // What the first screen asks for before anything is in (the loader's head start in a browser)
    // leaves at once, side by side, so the first render does not wait for the frames alone.
    const started = new Map<string, Promise<WireAnswer>>();
    for (const spec of firstScreen(options.tag, attributes, page.search)?.requests ?? []) {
      const call = finalAnswer(spec, options.signal);
      // Ended by the render's signal before the render reads it: the render says so, once.
      call.catch(() => undefined);
      started.set(requestKey(spec), call);
    }
    const answers = new Map<string, WireAnswer>();
    const asked: QueryDef<unknown>[] = [];
    const draw = (): string => {
      servedStyleSheets().clear();
      forgetReaders();
      return renderToString(screen);
    };
    let markup = draw();
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const missing = unansweredQueries();
      if (missing.length === 0) break;
      await Promise.all(
        missing.map(async (query) => {
          const answer = await (started.get(query.key) ?? finalAnswer(query.spec, options.signal));
          answers.set(query.key, answer);
          asked.push(query);
          hydrateQuery(query.key, answer);
        }),
      );
      markup = draw();
    }
    // Ended after its last answer came: ended all the same.
    options.signal?.throwIfAborted();

    // The answers the last draw read: what the page shows and carries, and what its outcome and
    // failures are made of. An answer only an earlier draw read (the list of a category the URL named
    // before the tree said it is not the selection's) neither travels nor fails the page.
    const shown = new Set(readQueries().map((query) => query.key));
    const used = asked.filter((query) => shown.has(query.key));
    // Each answer read once with its call's schema: for the page's outcome and for its failures.
    const reads = new Map(
      used.map((query) => {
        const answer = answers.get(query.key);
        return [query.key, answer ? query.parse(answer) : undefined] as const;
      }),
    );
    const read = ((query) => reads.get(query.key)) as ReadAnswer;
    const failures = [...reads.values()].flatMap((result) => (result && 'error' in result ? [result.error] : []));
    const outcome: PageOutcome | undefined = serverPause(failures) ?? element.outcome(props, read, page.search) ?? unavailable(failures);
    const nonce = nonceMarkup(getConfig().nonce);
    const data = scriptSafeJson(servedAnswers(used, answers, { signedIn: token !== undefined, ...drawn }));
    const style = (css: string, mark = ''): string => {
      if (/<\/style/i.test(css)) throw new Error(`renderElement: a stylesheet of <${options.tag}> would close its <style>`);
      return `<style ${SERVED}${mark}${nonce}>${css}</style>`;
    };
    // The element's own sheet cut to what the markup uses (the element adopts the whole one when it
    // is made); a part's sheet whole, adopted from this copy until the part's code adopts its own.
    // The host's header height, as the element sets it on itself in the browser (`stickyTop`), here a
    // rule of its own sheet: a `style` attribute is refused by a strict CSP.
    const { stickyTop } = getConfig();
    const hostRule = stickyTop === undefined ? '' : `:host{${stickyTopDeclaration(stickyTop).join(':')}}`;
    const styles = [
      style(usedRules(definition.css, markup) + hostRule, ` ${USED_RULES_MARK}`),
      ...[...servedStyleSheets()].map((css) => style(css)),
    ];
    const html =
      `<${options.tag}${attributesMarkup({ lang: TEXT_LANG, ...attributes, [SERVED]: '' })}>` +
      `<template shadowrootmode="open">` +
      styles.join('') +
      markup +
      // After the markup: a browser parsing the page as it arrives draws the first screen before
      // the answers (read only once the element's code runs) are in.
      `<script type="application/json" ${SERVED}${nonce}>${data}</script>` +
      `</template></${options.tag}>`;
    return { html, ...outcome };
  });
};

/** `zone` when it is an IANA time zone name this runtime knows. */
function validTimeZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new TypeError(`renderElement: timeZone must be an IANA time zone name (Asia/Seoul), not "${zone}"`);
  }
}

/**
 * `value` as an http(s) URL: `pageUrl`, the page's absolute address (a request's path alone says
 * nothing of its origin), or a base resolved against it. Otherwise a TypeError naming the option.
 */
function absoluteUrl(value: string, base: URL | undefined, option: string, what: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value, base);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new TypeError(`renderElement: ${option} must be ${what}, not "${value}"`);
  }
  return url;
}

/** A paused service (SPEC §8 `serverPause`) sends the page to the construction page, as the browser would. */
function serverPause(failures: readonly ApiError[]): PageOutcome | undefined {
  return failures.some((error) => error.action === 'serverPause') ? { status: 302, location: getConfig().constructionUrl } : undefined;
}

/**
 * A first screen drawn with a failure of the moment in it (`isMomentary`): the page the browser
 * would draw with that call failed, answered 503 so that the host lets no cache keep it.
 */
function unavailable(failures: readonly ApiError[]): PageOutcome | undefined {
  return failures.some(isMomentary) ? { status: 503 } : undefined;
}
