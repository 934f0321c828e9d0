/**
 * Turns a widget component into a custom element: open shadow root, adopted stylesheet, guarded
 * registration, and attribute removal that reaches React (r2wc alone ignores it).
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { getConfig } from '../../core/config.ts';
import { registerPageHooks } from '../../core/stores/page-refresh.ts';
import { startAppInbox } from '../../bridge/app-inbox.ts';
import { routeServerPause } from '../../bridge/navigation.ts';
import baseCss from './base.css?inline';
import { FeedbackProvider } from './feedback.tsx';
import { HostContext } from './host-context.ts';

type AttrType = 'string' | 'number' | 'boolean';

/** Every widget receives its own shadow root as `container` (r2wc's name). */
export interface WidgetProps {
  container?: ShadowRoot;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

const supportsAdopted = typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype;
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

function toKebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

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

  const Base = r2wc(Styled as ComponentType<P>, { shadow: 'open', props: options.props as never });
  const attrToProp = new Map(Object.keys(options.props).map((prop) => [toKebab(prop), prop]));

  class Element extends (Base as unknown as { new (): HTMLElement & Record<symbol, unknown> }) {
    constructor() {
      super();
      if (supportsAdopted && this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheetFor(css)];
    }

    connectedCallback(): void {
      // A configured header height reaches the sticky navs (else the custom property decides). Not
      // in the constructor: an element made by createElement may not gain attributes there.
      const stickyTop = getConfig().stickyTop;
      if (stickyTop !== undefined) this.style.setProperty('--selection-sticky-top', `${stickyTop}px`);
      (Base.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const prop = attrToProp.get(name);
      if (prop && (newValue === null || newValue === '')) {
        // r2wc drops empty values; a removed attribute must clear the prop.
        (this[PROPS] as Record<string, unknown>)[prop] = undefined;
        (this[RENDER] as () => void).call(this);
        return;
      }
      const base = Base.prototype as unknown as { attributeChangedCallback: (n: string, o: string | null, v: string | null) => void };
      base.attributeChangedCallback.call(this, name, oldValue, newValue);
    }
  }

  customElements.define(tag, Element as unknown as CustomElementConstructor);
}
