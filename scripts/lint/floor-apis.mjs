/**
 * ESLint rule `floor/apis`: the code that runs in a shopper's browser calls no Web or JavaScript API
 * that a browser of the supported floor (`.browserslistrc`) lacks, unless behind a check for it.
 *
 * Support comes from MDN's browser-compat-data, released weekly, read as it is installed. (The
 * usual plugin for this, eslint-plugin-compat, reads a table of APIs frozen in early 2023: it lets
 * `Promise.withResolvers`, `URL.parse` or `document.startViewTransition` through for Safari 16.4.)
 *
 * What it sees, without type information: a global (`requestIdleCallback`, `new CSSStyleSheet()`,
 * `scheduler`), a static member of one (`Promise.withResolvers`, `AbortSignal.any`, `URL.parse`), and a
 * member of the page's own objects (`document.startViewTransition`, `navigator.userActivation`).
 * A method called on some other value (`list.toSorted()`) is the type checker's (the `lib` in
 * tsconfig) or a test's to catch.
 *
 * A use counts as checked when it sits in `typeof`, in the test of an `if`, `?:`, `&&` or `||`, in
 * the branch of one whose test names the API, or behind optional chaining (`document.x?.()`).
 */
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import browserslist from 'browserslist';

/** Browserslist's names → browser-compat-data's. The iOS web views (WKWebView) are iOS Safari's engine. */
const BCD_BROWSERS = {
  chrome: ['chrome'],
  and_chr: ['chrome_android'],
  android: ['webview_android'],
  edge: ['edge'],
  firefox: ['firefox'],
  and_ff: ['firefox_android'],
  safari: ['safari'],
  ios_saf: ['safari_ios', 'webview_ios'],
  samsung: ['samsunginternet_android'],
  opera: ['opera'],
};

/** The page's own objects, by the interface browser-compat-data files their members under. */
const PAGE_OBJECTS = {
  document: 'Document',
  navigator: 'Navigator',
  location: 'Location',
  history: 'History',
  screen: 'Screen',
  performance: 'Performance',
  customElements: 'CustomElementRegistry',
  localStorage: 'Storage',
  sessionStorage: 'Storage',
  crypto: 'Crypto',
  visualViewport: 'VisualViewport',
};
/** Names for the global object itself: `window.x` is the global `x`. */
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/** `16.4` → [16, 4]; `≤79` → [79]; a range (`18.5-18.7`) → its lowest. */
const parse = (version) =>
  String(version)
    .replace('≤', '')
    .split('-')[0]
    .split('.')
    .map((part) => Number(part) || 0);

function compare(a, b) {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The oldest version of each browser-compat-data browser in the floor, with browserslist's name for the message. */
export function floorOf(query) {
  const floor = new Map();
  for (const entry of browserslist(query)) {
    const [name, version] = entry.split(' ');
    for (const id of BCD_BROWSERS[name] ?? []) {
      const known = floor.get(id);
      if (!known || compare(parse(version), known.version) < 0) floor.set(id, { version: parse(version), label: entry.split('-')[0] });
    }
  }
  return floor;
}

/** Whether one support statement makes the feature usable, unflagged and unprefixed, at `version`. */
function works(statement, version) {
  const added = statement.version_added;
  if (statement.flags || statement.prefix || statement.alternative_name) return false;
  if (added === true || added === null || added === undefined) return true;
  if (added === false || added === 'preview') return false;
  if (compare(parse(added), version) > 0) return false;
  return !statement.version_removed || compare(parse(statement.version_removed), version) > 0;
}

/** The floor's browsers (browserslist's names) that lack the feature described by `compat`. */
function lacking(compat, floor) {
  const missing = [];
  for (const [id, { version, label }] of floor) {
    const support = compat.support[id];
    // No data for a browser (a web view the data does not track) is not a finding.
    if (!support) continue;
    const statements = Array.isArray(support) ? support : [support];
    if (!statements.some((statement) => works(statement, version))) missing.push(label);
  }
  return [...new Set(missing)];
}

const compatAt = (...path) => path.reduce((node, key) => (node && Object.hasOwn(node, key) ? node[key] : undefined), bcd)?.__compat;

/** The data for a global name: a JavaScript builtin, an interface or constructor, or a function of the global object. */
const globalCompat = (name) => compatAt('javascript', 'builtins', name) ?? compatAt('api', name) ?? compatAt('api', 'Window', name);

/** The data for `object.property`, where `object` is a global name; undefined when unknown. */
function memberCompat(object, property) {
  if (GLOBAL_OBJECTS.has(object)) return { name: property, compat: globalCompat(property) };
  const iface = PAGE_OBJECTS[object];
  if (iface) return { name: `${object}.${property}`, compat: compatAt('api', iface, property) };
  if (property === 'prototype') return undefined;
  const compat =
    compatAt('javascript', 'builtins', object, property) ??
    compatAt('api', object, `${property}_static`) ??
    compatAt('api', object, property);
  return { name: `${object}.${property}`, compat };
}

const TESTS = new Set(['IfStatement', 'ConditionalExpression']);

/** Whether `node` is used only once it has been checked for (see the file's comment). */
function checked(node, names, sourceCode) {
  const mentions = (test) => names.some((name) => sourceCode.getText(test).includes(name));
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') return true;
    if (parent.type === 'CallExpression' && parent.optional && parent.callee === child) return true;
    if (parent.type === 'MemberExpression' && parent.optional && parent.object === child) return true;
    if (TESTS.has(parent.type) && (parent.test === child || mentions(parent.test))) return true;
    if (parent.type === 'LogicalExpression' && (parent.left === child || mentions(parent.left))) return true;
  }
  return false;
}

const propertyName = (member) =>
  !member.computed && member.property.type === 'Identifier'
    ? member.property.name
    : member.property.type === 'Literal' && typeof member.property.value === 'string'
      ? member.property.value
      : undefined;

export const apisRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Web and JavaScript APIs used in the browser are in the supported floor (.browserslistrc), or checked for first' },
    schema: [{ type: 'object', properties: { browsers: { type: ['string', 'array'] } }, additionalProperties: false }],
    messages: {
      outside: '{{name}} is outside the supported floor: {{browsers}} lack it (.browserslistrc). Check for it first and keep a fallback.',
    },
  },
  create(context) {
    const floor = floorOf(context.options[0]?.browsers);
    const { sourceCode } = context;
    const report = (node, name, compat, names) => {
      if (!compat) return;
      const browsers = lacking(compat, floor);
      if (browsers.length === 0 || checked(node, names, sourceCode)) return;
      context.report({ node, messageId: 'outside', data: { name, browsers: browsers.join(', ') } });
    };
    return {
      'Program:exit'(program) {
        const globalScope = sourceCode.getScope(program);
        // Globals given by the configuration (declared nowhere in the file) and undeclared names alike.
        const references = [
          ...globalScope.variables.filter((variable) => variable.defs.length === 0).flatMap((variable) => variable.references),
          ...globalScope.through,
        ];
        for (const { identifier } of references) {
          const { name } = identifier;
          const parent = identifier.parent;
          if (parent.type === 'MemberExpression' && parent.object === identifier) {
            const property = propertyName(parent);
            const member = property ? memberCompat(name, property) : undefined;
            if (member?.compat) {
              report(parent, member.name, member.compat, [property]);
              continue;
            }
            if (GLOBAL_OBJECTS.has(name) || PAGE_OBJECTS[name]) continue;
          }
          if (parent.type === 'NewExpression' && parent.callee === identifier) {
            // `new X()` needs X's constructor, which can come later than the interface (constructable stylesheets).
            const constructor = compatAt('api', name, name) ?? globalCompat(name);
            report(parent, `new ${name}()`, constructor, [name]);
            continue;
          }
          report(identifier, name, globalCompat(name), [name]);
        }
      },
    };
  },
};

export default { meta: { name: 'floor' }, rules: { apis: apisRule } };
