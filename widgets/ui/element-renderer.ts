/**
 * How a widget element draws with React: the renderer `@r2wc/core` calls (`mount` on the first
 * render, `update` on each change of a prop, `unmount` when the element leaves the document).
 */
import type { R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** What r2wc hands the renderer: the parsed props, and `container`, the element's shadow root. */
export type ElementProps = Record<string, unknown>;

export interface Drawing {
  readonly container: ShadowRoot;
  readonly Component: ComponentType<ElementProps>;
  props: ElementProps;
  root?: Root;
}

export interface ElementRenderer extends R2WCRenderer<ElementProps, Drawing> {
  /** Draws `host` again with the props it has now (a change r2wc does not announce). */
  redraw(host: Element): void;
}

/**
 * React starts drawing into the shadow root. A root that already holds content was rendered by a
 * server (a declarative shadow root the element kept): that is where `hydrateRoot(container,
 * element)` will take over. Until then React draws beside the server's nodes, and they leave as
 * React's first commit lands (same task, so no blank frame between the two).
 */
function startRoot(container: ShadowRoot, element: ReactElement): Root {
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
    if (!host.isConnected) return;
    const props = { ...drawing.props };
    for (const [prop, attribute] of attributes) if (!host.getAttribute(attribute)) props[prop] = undefined;
    const element = createElement(drawing.Component, props);
    if (drawing.root) drawing.root.render(element);
    else drawing.root = startRoot(drawing.container, element);
  }

  return {
    // r2wc types `container` as an element; with `shadow: 'open'` it is the shadow root.
    mount(container, Component, props) {
      const drawing: Drawing = { container: container as unknown as ShadowRoot, Component, props };
      drawings.set(drawing.container.host, drawing);
      draw(drawing);
      return drawing;
    },
    update(drawing, props) {
      drawing.props = props;
      draw(drawing);
    },
    unmount(drawing) {
      drawing.root?.unmount();
      drawing.root = undefined;
      drawings.delete(drawing.container.host);
    },
    redraw(host) {
      const drawing = drawings.get(host);
      if (drawing) draw(drawing);
    },
  };
}
