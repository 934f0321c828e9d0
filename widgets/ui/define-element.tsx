/**
 * Turns a widget component into a custom element. This is the project's own thin wrapper (it used
 * to be @r2wc/react-to-web-component, which had to be patched through private fields to clear a
 * prop when its attribute goes away). What it does, all of it:
 * - an open shadow root, passed to the component as `container`, with the widget's stylesheet
 *   adopted (or a `<style nonce>` where constructable stylesheets are missing);
 * - each declared prop is an attribute (kebab-case) and a property (camelCase): `string` as is,
 *   `number` by parseFloat, `boolean` true for `t`, `y` or a non-zero digit first; a removed or
 *   empty attribute makes the prop `undefined`; setting the property writes the attribute;
 * - React renders while the element is connected, and its root unmounts when it is disconnected;
 * - registration is guarded: a second definition of a tag (the script loaded twice) is a no-op.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getConfig } from '../../core/config.ts';
import { registerPageHooks } from '../../core/stores/page-refresh.ts';
import { startAppInbox } from '../../bridge/app-inbox.ts';
import { routeServerPause } from '../../bridge/navigation.ts';
import baseCss from './base.css?inline';
import { FeedbackProvider } from './feedback.tsx';
import { HostContext } from './host-context.ts';
import { sheetFor, supportsAdopted } from './shadow-styles.tsx';

type AttrType = 'string' | 'number' | 'boolean';

/** Every widget receives its own shadow root as `container`. */
export interface WidgetProps {
  container?: ShadowRoot;
}

function toKebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const parsers: Record<AttrType, (value: string) => unknown> = {
  string: (value) => value,
  number: (value) => parseFloat(value),
  boolean: (value) => /^[ty1-9]/i.test(value),
};
const stringify = (type: AttrType, value: unknown): string => (type === 'boolean' ? (value ? 'true' : 'false') : String(value));

// Whichever element loads first: the app's replies are read (a home-only page follows an app
// login), the loader's `refresh()` reaches the page's data, and a paused server's redirect is
// announced like any navigation.
startAppInbox();
registerPageHooks();
routeServerPause();

/** Defines `tag` once; a second call (the script loaded twice) is a no-op. */
export function defineElement<P extends WidgetProps>(
  tag: string,
  Component: ComponentType<P>,
  options: { props: Partial<Record<Exclude<keyof P & string, 'container'>, AttrType>>; css: string },
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const css = `${baseCss}\n${options.css}`;

  // Without constructable stylesheets the CSS goes in as a <style> carrying the page's nonce.
  function Styled(props: P) {
    const host = props.container?.host instanceof HTMLElement ? props.container.host : null;
    return (
      <HostContext.Provider value={host}>
        {supportsAdopted ? null : <style nonce={getConfig().nonce}>{css}</style>}
        <FeedbackProvider>
          <Component {...props} />
        </FeedbackProvider>
      </HostContext.Provider>
    );
  }

  const types = options.props as Record<string, AttrType>;
  const attrToProp = new Map(Object.keys(types).map((prop) => [toKebab(prop), prop]));

  class WidgetElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }

    // Each prop is also a property: reading gives the parsed value, writing sets the attribute.
    static {
      for (const [attribute, prop] of attrToProp) {
        const type = types[prop] ?? 'string';
        Object.defineProperty(this.prototype, prop, {
          enumerable: true,
          configurable: true,
          get(this: WidgetElement) {
            return this.#props[prop];
          },
          set(this: WidgetElement, value: unknown) {
            if (value === undefined || value === null) this.removeAttribute(attribute);
            else this.setAttribute(attribute, stringify(type, value));
          },
        });
      }
    }

    readonly #container: ShadowRoot;
    readonly #props: Record<string, unknown> = {};
    #root: Root | undefined;

    constructor() {
      super();
      this.#container = this.attachShadow({ mode: 'open' });
      if (supportsAdopted) this.#container.adoptedStyleSheets = [sheetFor(css)];
      for (const [attribute, prop] of attrToProp) this.#read(prop, this.getAttribute(attribute));
    }

    connectedCallback(): void {
      // A configured header height reaches the sticky navs (else the custom property decides). Not
      // in the constructor: an element made by createElement may not gain attributes there.
      const stickyTop = getConfig().stickyTop;
      if (stickyTop !== undefined) this.style.setProperty('--selection-sticky-top', `${stickyTop}px`);
      this.#root ??= createRoot(this.#container);
      this.#render();
    }

    disconnectedCallback(): void {
      this.#root?.unmount();
      this.#root = undefined;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const prop = attrToProp.get(name);
      if (!prop) return;
      this.#read(prop, value);
      this.#render();
    }

    #read(prop: string, value: string | null): void {
      const type = types[prop] ?? 'string';
      this.#props[prop] = value === null || value === '' ? undefined : parsers[type](value);
    }

    #render(): void {
      this.#root?.render(createElement(Styled, { ...this.#props, container: this.#container } as P));
    }
  }

  customElements.define(tag, WidgetElement);
}
