/**
 * How a widget element draws with React: the renderer `@r2wc/core` calls (`mount` on the first
 * render, `update` on each change of a prop, `unmount` when the element leaves the document).
 */
import type { R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { headStartKeys } from '../../core/cache/head-start.ts';
import { answersOnTheirWay } from '../../core/cache/query-cache.ts';
import { firstScreenIn } from './first-draw-wait.ts';
import { keepFocusClearOfStickyBars } from './focus-clear-of-sticky.ts';
import { loadServedKit } from './load-served-kit.ts';
import { holdsServedRender, servedKit } from './served-kit-slot.ts';

/** What r2wc hands the renderer: the parsed props, and `container`, the element's shadow root. */
export type ElementProps = Record<string, unknown>;

export interface Drawing {
  readonly container: ShadowRoot;
  /** The first draw's wait (`beforeFirstDraw`): once, `waiting` while it lasts, then `over`. */
  firstDrawWait?: 'waiting' | 'over';
  readonly Component: ComponentType<ElementProps>;
  props: ElementProps;
  root?: Root;
  /** The props React last drew with. */
  drawn?: ElementProps;
  /** Out of the document: unmounted at the end of the task, unless it is back by then (moved). */
  leaving?: boolean;
}

export interface ElementRenderer extends R2WCRenderer<ElementProps, Drawing> {
  /** Draws `host` again with the props it has now (a change r2wc does not announce). */
  redraw(host: Element): void;
}

/**
 * What an element's first draw waits for, if anything: in a root that holds a server render, the
 * served kit (served-kit-slot.ts) until it is in; in an empty root, the answers the loader asked for
 * ahead of this element that are still on their way (`FIRST_DRAW_WAIT_MS`), not another element's.
 */
function beforeFirstDraw(container: ShadowRoot): Promise<unknown> | undefined {
  if (holdsServedRender(container)) return servedKit() ? undefined : loadServedKit();
  if (container.hasChildNodes()) return undefined;
  const onTheirWay = answersOnTheirWay(headStartKeys(container.host));
  return onTheirWay.length > 0 ? firstScreenIn(onTheirWay) : undefined;
}

/**
 * React starts drawing into the shadow root. A root that holds a server render is hydrated
 * (served-kit.ts), or, where the served kit failed to load, drawn afresh as other content is. Other
 * content in it (a declarative root written by hand) stays until React's first commit lands (same
 * task, so no blank frame between the two).
 */
function startRoot(container: ShadowRoot, element: ReactElement): Root {
  const kit = servedKit();
  if (kit?.takeServedRender(container)) return kit.hydrate(container, element);
  const served = [...container.childNodes];
  if (served.length > 0) {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      for (const node of served) node.remove();
    });
    observer.observe(container, { childList: true });
  }
  const root = createRoot(container);
  root.render(element);
  return root;
}

const sameProps = (a: ElementProps, b: ElementProps): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => Object.is(a[key], b[key]));

/**
 * A renderer for elements whose props are attributes (`prop` → `attribute`). An attribute that is
 * removed or empty draws as `undefined`: r2wc keeps the old value (its issue #230).
 */
export function elementRenderer(attributes: ReadonlyMap<string, string>): ElementRenderer {
  const drawings = new WeakMap<Element, Drawing>();

  function draw(drawing: Drawing): void {
    const host = drawing.container.host;
    // r2wc renders on an attribute set before the element is in the document; React starts when
    // it is connected (a made but never inserted element holds no root and runs no effects).
    if (!host.isConnected || drawing.firstDrawWait === 'waiting') return;
    if (!drawing.root && !drawing.firstDrawWait) {
      drawing.firstDrawWait = 'over';
      const wait = beforeFirstDraw(drawing.container);
      if (wait) {
        drawing.firstDrawWait = 'waiting';
        void wait.then(() => {
          drawing.firstDrawWait = 'over';
          // Drawn from the element's props as they are by then, unless it left the page meanwhile.
          if (drawings.get(host) === drawing) draw(drawing);
        });
        return;
      }
    }
    const props = { ...drawing.props };
    for (const [prop, attribute] of attributes) if (!host.getAttribute(attribute)) props[prop] = undefined;
    // Nothing changed (r2wc draws on connection after drawing on the upgrade's attributes): no
    // render, which would also end a hydration under way by drawing the whole root afresh.
    if (drawing.root && drawing.drawn && sameProps(props, drawing.drawn)) return;
    drawing.drawn = props;
    const element = createElement(drawing.Component, props);
    if (drawing.root) drawing.root.render(element);
    else drawing.root = startRoot(drawing.container, element);
  }

  function release(drawing: Drawing): void {
    drawing.root?.unmount();
    servedKit()?.hydrationLeft(drawing.container);
    drawing.root = undefined;
    drawing.drawn = undefined;
    drawings.delete(drawing.container.host);
  }

  return {
    // r2wc types `container` as an element; with `shadow: 'open'` it is the shadow root.
    mount(container, Component, props) {
      // Moved (taken out and put back in one task, as a framework reorders a list): the same React
      // root goes on, with its state, loaded pages and scroll, instead of a new one.
      const kept = drawings.get((container as unknown as ShadowRoot).host);
      if (kept?.leaving) {
        kept.leaving = false;
        // A modal dialog open in it lost its modality as it left the document (the top layer), and
        // React would draw it on as modal: that element starts afresh, as before the move.
        if (!kept.container.querySelector('dialog[open]')) {
          kept.props = props;
          draw(kept);
          return kept;
        }
        release(kept);
      }
      const drawing: Drawing = { container: container as unknown as ShadowRoot, Component, props };
      drawings.set(drawing.container.host, drawing);
      keepFocusClearOfStickyBars(drawing.container);
      draw(drawing);
      return drawing;
    },
    update(drawing, props) {
      drawing.props = props;
      draw(drawing);
    },
    unmount(drawing) {
      // r2wc unmounts on every disconnection, a move too: the root goes once the element has stayed
      // out of the document to the end of the task (the reactions of a move run within one call).
      drawing.leaving = true;
      queueMicrotask(() => {
        if (!drawing.leaving) return;
        drawing.leaving = false;
        release(drawing);
      });
    },
    redraw(host) {
      const drawing = drawings.get(host);
      if (drawing) draw(drawing);
    },
  };
}
