import { RuleTester } from 'eslint';
import globals from 'globals';
import { describe, expect, it } from 'vitest';
import { apisRule, floorOf } from './floor-apis.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: globals.browser } });
const outside = (name: string, browsers: string) => ({
  message: `${name} is outside the supported floor: ${browsers} lack it (.browserslistrc). Check for it first and keep a fallback.`,
});

describe('the floor', () => {
  it('is read from .browserslistrc, iOS Safari standing for the iOS web views too', () => {
    const floor = floorOf();
    expect(floor.get('safari_ios')).toEqual({ version: [16, 4], label: 'ios_saf 16.4' });
    expect(floor.get('webview_ios')).toEqual({ version: [16, 4], label: 'ios_saf 16.4' });
    expect(floor.get('chrome')?.version).toEqual([131]);
    expect(floor.get('samsunginternet_android')?.version).toEqual([27]);
    expect(floor.get('firefox')?.version).toEqual([140]);
  });
});

// The project's own floor (no `browsers` option): what the lint step enforces.
tester.run('floor/apis', apisRule, {
  valid: [
    // In the floor: constructable stylesheets (16.4), AbortSignal.timeout (16), Intl.Segmenter (14.1), <dialog>.
    'const sheet = new CSSStyleSheet(); sheet.replaceSync("");',
    'const signal = AbortSignal.timeout(1000);',
    'const segmenter = new Intl.Segmenter("ko", { granularity: "grapheme" });',
    'document.querySelector("dialog").showModal();',
    'structuredClone({}); queueMicrotask(() => {}); new ResizeObserver(() => {});',
    // Checked for first.
    'if ("requestIdleCallback" in window) requestIdleCallback(() => {}); else setTimeout(() => {});',
    'const idle = typeof requestIdleCallback === "function" ? requestIdleCallback : (run) => setTimeout(run, 1);',
    'const either = typeof AbortSignal.any === "function" ? AbortSignal.any([a, b]) : joinByHand(a, b);',
    'window.scheduler && scheduler.yield();',
    'document.startViewTransition?.(() => {});',
    'if (typeof URL.parse === "function") { items.forEach((item) => URL.parse(item)); }',
    // A name of the file's own is not the browser's.
    'function requestIdleCallback(run) { setTimeout(run); } requestIdleCallback(() => {});',
    'import { groupBy } from "./group.ts"; const Object2 = groupBy([]);',
  ],
  invalid: [
    {
      code: 'requestIdleCallback(() => {});',
      errors: [outside('requestIdleCallback', 'ios_saf 16.4, safari 16.4')],
    },
    {
      code: 'const { promise, resolve } = Promise.withResolvers();',
      errors: [outside('Promise.withResolvers', 'ios_saf 16.4, safari 16.4')],
    },
    {
      code: 'const groups = Object.groupBy(items, (item) => item.kind);',
      errors: [outside('Object.groupBy', 'ios_saf 16.4, safari 16.4')],
    },
    {
      code: 'const url = URL.parse(href);',
      errors: [outside('URL.parse', 'ios_saf 16.4, safari 16.4, samsung 27')],
    },
    {
      code: 'const both = AbortSignal.any([a, b]);',
      errors: [outside('AbortSignal.any', 'ios_saf 16.4, safari 16.4')],
    },
    {
      code: 'document.startViewTransition(() => {});',
      errors: [outside('document.startViewTransition', 'firefox 140, ios_saf 16.4, safari 16.4')],
    },
    {
      code: 'window.requestIdleCallback(() => {});',
      errors: [outside('requestIdleCallback', 'ios_saf 16.4, safari 16.4')],
    },
    {
      // A check for something else does not cover it.
      code: 'if (supportsAdopted) requestIdleCallback(() => {});',
      errors: [outside('requestIdleCallback', 'ios_saf 16.4, safari 16.4')],
    },
  ],
});

// Against an older floor, the constructor comes later than the interface: constructable stylesheets are 16.4.
tester.run('floor/apis on iOS 16.0', apisRule, {
  valid: [{ code: 'const sheets = document.adoptedStyleSheets;', options: [{ browsers: 'ios_saf >= 16.4' }] }],
  invalid: [
    {
      code: 'const sheet = new CSSStyleSheet();',
      options: [{ browsers: 'ios_saf >= 16.0' }],
      errors: [outside('new CSSStyleSheet()', 'ios_saf 16.0')],
    },
  ],
});
