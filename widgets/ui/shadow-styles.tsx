/**
 * Stylesheets of a widget's shadow root. An element adopts its own CSS when it is made; a part that
 * loads on demand (the review tab) brings its CSS with its code and adds it with `<ShadowStyles>`,
 * so a page that never opens it never downloads or parses it. A server render writes each of them
 * as a `<style>` of its own, which the element adopts before it hydrates (served-render.ts).
 */
import { useInsertionEffect } from 'react';
import { getConfig } from '../../core/config.ts';
import { pageSlot } from '../../core/page-slot.ts';
import { SERVER_HOST, useHost } from './host-context.ts';

export const supportsAdopted =
  typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype;

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per CSS text, shared by every element on the page. */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function adopt(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
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
