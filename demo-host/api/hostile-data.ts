/**
 * The reference API's hostile mode (`POST /api/mock/selection/hostile`): every user-visible string of
 * every answer carries an OWASP vector and every URL field an unsafe scheme, so a page rendered on a
 * server (whose calls no browser sees) can be tested with hostile data as well as one rendered in
 * the browser. The end-to-end tests poison answers at the network edge with the same function.
 */

/** Links that are not web pages, in the spellings that slip past naive checks. */
export const HOSTILE_URLS = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  '\tjavascript:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'data:text/html,<script>parent.__pwned=1</script>',
  'vbscript:msgbox(1)',
];

/** OWASP XSS filter-evasion text, each setting the same mark if it ever runs. */
export const HOSTILE_TEXTS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "'';!--\"<XSS>=&{()}",
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<a href="javascript:window.__pwned=1">x</a>',
  "{{constructor.constructor('window.__pwned=1')()}}",
  '${window.__pwned=1}',
  '<style>@import "javascript:window.__pwned=1";</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  'javascript:window.__pwned=1',
  // What would end an inline data block early or break it as a script: the server's JSON must escape it.
  '</script><!--<script>window.__pwned=1</script>\u2028\u2029-->',
];

/** Keys whose strings are identifiers, codes, enums, dates or tokens: left alone so responses parse. */
const NOT_TEXT =
  /(^|_)id$|Id$|^_id$|^type$|Type$|^templateName$|^status$|^voteProcess$|^code$|^action$|^currency$|^process|^loginType$|^role$|token|Token|Date$|^date$|^searchAfter$|^sort$|^couponCode$|^variant$|^locale$|^timezone$/;
const URL_KEY = /url$|Url$|^href$|^link$/i;

export interface PoisonCount {
  texts: number;
  urls: number;
}

/** Puts a hostile text into every user-visible string and a hostile URL into every URL field. */
export function poison(value: unknown, count: PoisonCount, key = ''): unknown {
  if (Array.isArray(value)) return value.map((entry) => poison(entry, count, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, poison(entry, count, name)]));
  }
  if (typeof value !== 'string' || NOT_TEXT.test(key)) return value;
  if (URL_KEY.test(key)) {
    count.urls += 1;
    return HOSTILE_URLS[count.urls % HOSTILE_URLS.length];
  }
  count.texts += 1;
  return `${value}${HOSTILE_TEXTS[count.texts % HOSTILE_TEXTS.length]}`;
}
