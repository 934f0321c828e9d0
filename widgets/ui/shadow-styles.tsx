/**
 * Stylesheets of a widget's shadow root. An element adopts its own CSS when it is made; a part that
 * loads on demand (the review tab) brings its CSS with its code and adds it with `<ShadowStyles>`,
 * so a page that never opens it never downloads or parses it. A server render writes each of them
 * as a `<style>` of its own, which the element adopts before it hydrates (served-render.ts).
 */
import { useInsertionEffect } from 'react';
import { getConfig } from '../../core/config.ts';
import { PHONE_QUERY } from '../../core/domain/list-layouts.ts';
import { pageSlot } from '../../core/page-slot.ts';
import { SERVER_HOST, useHost } from './host-context.ts';

export const supportsAdopted =
  typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype;

interface MadeSheet {
  sheet: CSSStyleSheet;
  /** The change of width class it was made after (`widthEpoch`). */
  epoch: number;
}

const sheets = new Map<string, MadeSheet>();
const cssOf = new WeakMap<CSSStyleSheet, string>();

let epoch = 0;
let wasPhone: boolean | undefined;
let watching = false;

/**
 * Counts the viewport's changes of width class, seen by the phone query's `change` event and on every
 * call (the event comes at the next frame, a sheet may be asked for before it). The width class is
 * all our stylesheets ask of the width: stylelint allows them no media query but the phone query and
 * its complement. Not `innerWidth`: with a viewport meta tag (a phone, a web view) reading it lays the
 * whole page out, and elements ask for their sheet as they are made, before a server's render of the
 * page has had its first layout.
 */
function widthEpoch(): number {
  if (typeof matchMedia !== 'function') return 0;
  if (!watching) {
    watching = true;
    matchMedia(PHONE_QUERY).addEventListener('change', widthEpoch);
  }
  // A new list: evaluated now, where a kept one may hold its last frame's answer.
  const phone = matchMedia(PHONE_QUERY).matches;
  if (wasPhone !== undefined && phone !== wasPhone) epoch += 1;
  wasPhone = phone;
  return epoch;
}

/**
 * One constructed sheet per CSS text, shared by every element on the page, and a new one after the
 * viewport's width class changed. WebKit (seen in WebKitGTK 2.50: Safari and the iOS web view share
 * its engine) keeps the media query results of a constructed sheet by its text, updated only while a
 * connected root uses one: a root that adopts that text after the width changed meanwhile is laid
 * out for the old width, even with a new sheet (an iPad turned while its review tab was closed drew
 * the tab's phone grid). So a sheet made after a change of width class carries the change's number
 * in a comment: a text WebKit has not seen, evaluated at the width the page has now.
 */
export function sheetFor(css: string): CSSStyleSheet {
  const now = widthEpoch();
  let made = sheets.get(css);
  if (!made || made.epoch !== now) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(now === 0 ? css : `${css}\n/* ${now} */`);
    cssOf.set(sheet, css);
    made = { sheet, epoch: now };
    sheets.set(css, made);
  }
  return made.sheet;
}

/** Adds `sheet` to the root's sheets, in place of one made earlier from the same CSS (`sheetFor`). */
export function adopt(root: ShadowRoot, sheet: CSSStyleSheet): void {
  const adopted = root.adoptedStyleSheets;
  if (adopted.includes(sheet)) return;
  const css = cssOf.get(sheet);
  const earlier = adopted.findIndex((other) => css !== undefined && cssOf.get(other) === css);
  root.adoptedStyleSheets = earlier < 0 ? [...adopted, sheet] : adopted.map((other, index) => (index === earlier ? sheet : other));
}

/**
 * Puts sheets made at the current width (`sheetFor`) in place of the root's older ones: for a root
 * connected again, which may have missed a change of width while it was out of the page.
 */
export function refreshSheets(root: ShadowRoot): void {
  const adopted = root.adoptedStyleSheets;
  const current = adopted.map((sheet) => {
    const css = cssOf.get(sheet);
    return css === undefined ? sheet : sheetFor(css);
  });
  if (current.some((sheet, index) => sheet !== adopted[index])) root.adoptedStyleSheets = current;
}

/** The parts' stylesheets a server render drew (one render's page slots): the server writes them beside the element's. */
export const servedStyleSheets = (): Set<string> => pageSlot('served-style-sheets', () => new Set<string>());

/**
 * Adds `css` to the host's shadow root before the part is drawn (insertion effects run before the
 * DOM is shown), once, and keeps it while the page lives: reopening the part costs nothing. Without
 * constructable stylesheets it is a `<style>` with the page's nonce.
 */
export function ShadowStyles({ css }: { css: string }) {
  const host = useHost();
  useInsertionEffect(() => {
    if (supportsAdopted && host.shadowRoot) adopt(host.shadowRoot, sheetFor(css));
  }, [host, css]);
  if (host === SERVER_HOST) {
    servedStyleSheets().add(css);
    return null;
  }
  return supportsAdopted ? null : <style nonce={getConfig().nonce}>{css}</style>;
}
