/**
 * Where the served kit (`served-kit.ts`) is found once it is in: the code an element needs only for
 * a shadow root a server rendered, a chunk of its own that a page no server rendered never downloads.
 * The loader asks for it with a served element's own code (`loadServedChunk`, loader/registry.ts);
 * an element asks for it too, before it draws a served root (load-served-kit.ts). The kit puts itself
 * here as it runs, whoever asked for it: nothing on the page was hydrated before that, so each use
 * reads it as optional. Kept by this module, not in the page slot (page-slot.ts): the kit hydrates
 * with its own copy's React, which the elements of another copy of the code on the page cannot use.
 */
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { SERVED_MARK } from '../../core/served-mark.ts';
import type { ServedDraw } from './served-draw.ts';

/** What the served kit does (served-kit.ts). */
export interface ServedKit {
  /** Takes a server render's answers and stylesheet out of `root`; true when it held one, to hydrate. */
  takeServedRender(root: ShadowRoot): boolean;
  /** Hydrates the server's render in `root` with `element`. */
  hydrate(root: ShadowRoot, element: ReactElement): Root;
  /** The element's first commit in `root`: its hydration counted, its early taps told. */
  committed(root: ShadowRoot): void;
  /** How the server drew `root`. */
  servedDraw(root: ShadowRoot): ServedDraw;
  /** `root`'s element left the page before its hydration committed. */
  hydrationLeft(root: ShadowRoot): void;
  /** A part hydrated apart has hydrated: what was held for it is told. */
  replayEarlyTapsIn(part: Element): void;
}

let kit: ServedKit | undefined;
const waiting: ((kit: ServedKit) => void)[] = [];

/** The served kit, once it is in. */
export const servedKit = (): ServedKit | undefined => kit;

/** From the served kit as it runs. */
export function servedKitArrived(arrived: ServedKit): void {
  kit = arrived;
  for (const run of waiting.splice(0)) run(arrived);
}

/** Runs `run` once the served kit is in (at once if it is), whoever asked for it. */
export function whenServedKit(run: (kit: ServedKit) => void): void {
  if (kit) run(kit);
  else waiting.push(run);
}

/** The root's own children that a server render wrote as `tag` (`:scope` does not reach into a shadow root). */
export const servedChildren = (root: ShadowRoot, tag: 'style' | 'script'): Element[] =>
  [...root.children].filter((child) => child.localName === tag && child.hasAttribute(SERVED_MARK));

/** `root` holds a server render (its answers, marked by the server). */
export const holdsServedRender = (root: ShadowRoot): boolean => servedChildren(root, 'script').length > 0;
