/**
 * What a server render (`selection-widgets/server`) leaves in an element's declarative shadow root
 * besides React's markup: the element's stylesheet as a `<style>` and the answers its first screen
 * used as inert JSON, both marked `data-selection-served`. The element takes them before it
 * hydrates: the answers into the page's query cache, the stylesheet given over to the adopted one.
 */
import { hydrateServedAnswers } from '../../core/cache/served-answers.ts';
import { authToken } from '../../core/http/auth-token.ts';
import { clearLoadFailure } from '../../core/load-failure.ts';
import { pageSlot } from '../../core/page-slot.ts';
import { USED_RULES_MARK } from '../../core/served-mark.ts';
import { NOT_SERVED, type ServedDraw } from './served-draw.ts';
import { servedChildren } from './served-kit-slot.ts';
import { adopt, sheetFor, supportsAdopted } from './shadow-styles.tsx';

/** How the server drew each element it rendered (the phone layout or not, and when), read while it hydrates. */
const drawnAs = new WeakMap<ShadowRoot, ServedDraw>();

/** Roots taken over from a server render whose hydration has not committed yet. */
const hydrating = new WeakSet<ShadowRoot>();

/** How the server drew `root` (the same value every time: the context it fills does not change). */
export const servedDraw = (root: ShadowRoot): ServedDraw => drawnAs.get(root) ?? NOT_SERVED;

/**
 * Takes a server render's answers in `root` into the page's query cache (the door the loader's head
 * start uses too) and, where the element adopts its stylesheet, removes the served copy. True when
 * `root` holds a server render: the element then hydrates it.
 */
export function takeServedRender(root: ShadowRoot): boolean {
  const [data] = servedChildren(root, 'script');
  if (!data) return false;
  const drawn = hydrateServedAnswers(data.textContent ?? '', authToken() !== undefined);
  if (!drawn) {
    // Drawn afresh, its data asked for again: a server and a page of different versions, most often.
    console.warn(`[selection-widgets] SW012: <${root.host.localName}> could not read its server render's data`);
    return false;
  }
  // The loader's notice that the code could not be loaded, where it came another way after all (the
  // served kit loaded for another element): gone before React hydrates, which would not match it.
  clearLoadFailure(root.host);
  drawnAs.set(root, drawn);
  hydrating.add(root);
  data.remove();
  // The element's own served sheet holds only the rules the served markup uses: the element adopted
  // its whole sheet when it was made, and that one draws the same. A part's (the review tab's) is
  // whole and becomes the adopted sheet of the same text, the one the part adopts when it is drawn.
  if (supportsAdopted) {
    for (const style of servedChildren(root, 'style')) {
      if (!style.hasAttribute(USED_RULES_MARK)) adopt(root, sheetFor(style.textContent ?? ''));
      style.remove();
    }
  }
  return true;
}

/**
 * How the page's hydrations went: each element whose hydration has committed (one that leaves the
 * page before is not counted), and each mismatch React recovered from.
 */
export const hydrationRecord = (): { hydrated: number; recoverableErrors: number } =>
  pageSlot('hydration', () => ({ hydrated: 0, recoverableErrors: 0 }));

/** Counts `root`'s hydration once it has committed (the element's first effect): once, and only for a server render. */
export function hydrationCommitted(root: ShadowRoot): void {
  if (hydrating.delete(root)) hydrationRecord().hydrated += 1;
}

/** `root`'s element left the page: a hydration that had not committed never will (one put back draws afresh). */
export function hydrationLeft(root: ShadowRoot): void {
  hydrating.delete(root);
}
