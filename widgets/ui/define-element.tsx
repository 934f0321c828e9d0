/**
 * Turns a widget component into a custom element with @r2wc/core (the design card's library) and
 * our renderer (element-renderer.ts). What an element does, all of it:
 * - an open shadow root, passed to the component as `container` (r2wc's `shadow: 'open'`), with the
 *   widget's stylesheet adopted (or a `<style nonce>` where constructable stylesheets are missing);
 *   a shadow root the element already has (declarative, server-rendered) is kept, not replaced;
 * - each declared prop is an attribute (kebab-case) and a property (camelCase), parsed by r2wc:
 *   `string` as is, `number` by parseFloat, `boolean` true for `t`, `y` or a non-zero digit first;
 *   setting the property writes the attribute; a removed or empty attribute makes the prop
 *   `undefined`, and so does setting the property to `undefined` or `null` (it removes the attribute);
 * - React renders while the element is connected, and its root unmounts when it is disconnected;
 * - registration is guarded: a second definition of a tag (the script loaded twice) is a no-op; and
 *   it waits for the page's configuration to settle (`whenConfigSettled`), as the loader's requests do;
 * - an element whose shadow root a server rendered (`selection-widgets/server`) keeps it, takes the
 *   answers embedded in it into the page's cache and hydrates it (see element-renderer.ts, and
 *   served-kit.ts, loaded for such a root only); a button tapped before that, while the code was
 *   loading, is tapped again once (early-taps.ts);
 * - it notes the person's first key or tap in it, from its connection (person-acted.ts).
 *
 * `defineElement` returns what it defined (tag, component, props, stylesheet), so a server renders
 * the same component with the same CSS; without `customElements` (a server) it registers nothing.
 */
import r2wc from '@r2wc/core';
import { useContext, useEffect, type ComponentType } from 'react';
import { attributeName } from '../../core/attribute-name.ts';
import { getConfig, stickyTopDeclaration, whenConfigSettled } from '../../core/config.ts';
import { TEXT_LANG } from '../../core/messages/language.ts';
import { watchPersonActing } from './person-acted.ts';
import { registerPageHooks } from '../../core/stores/page-refresh.ts';
import { startAppInbox } from '../../bridge/app-inbox.ts';
import { routeServerPause } from '../../bridge/navigation.ts';
import baseCss from './base.css?inline';
import { elementRenderer, type ElementProps } from './element-renderer.ts';
import { FeedbackProvider } from './feedback.tsx';
import { HostContext, SERVER_HOST } from './host-context.ts';
import { SERVED_MARK, servedCodeAsked } from '../../core/served-mark.ts';
import { loadServedKit } from './load-served-kit.ts';
import { servedKit, whenServedKit } from './served-kit-slot.ts';
import { refreshSheets, sheetFor, supportsAdopted } from './shadow-styles.tsx';
import { NOT_SERVED, ServedDrawContext } from './served-draw.ts';

export type AttrType = 'string' | 'number' | 'boolean';

/** Every widget receives its own shadow root as `container`. */
export interface WidgetProps {
  container?: ShadowRoot;
}

/** The element class r2wc returns, with the callbacks our subclass extends. */
type R2WCElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/** What `defineElement` defined: enough for a server to render the element as the browser does. */
export interface ElementDefinition {
  tag: string;
  /** The widget in its frame (host, stylesheet fallback, dialogs and toasts), as the element draws it. */
  Component: ComponentType<ElementProps>;
  /** Each prop's attribute type (the attribute is the prop's kebab-case name). */
  props: Readonly<Record<string, AttrType>>;
  /** The element's whole stylesheet. */
  css: string;
}

// Whichever element loads first: the app's replies are read (a home-only page follows an app
// login), the loader's `refresh()` reaches the page's data, and a paused server's redirect is
// announced like any navigation. None of it exists on a server.
if (typeof window !== 'undefined') {
  startAppInbox();
  registerPageHooks();
  routeServerPause();
}

/** Defines `tag` once; a second call (the script loaded twice) is a no-op. */
export function defineElement<P extends WidgetProps>(
  tag: string,
  Component: ComponentType<P>,
  options: { props: Partial<Record<Exclude<keyof P & string, 'container'>, AttrType>>; css: string },
): ElementDefinition {
  const css = `${baseCss}\n${options.css}`;

  /**
   * The widget as the element draws it. Without a container there is no element: a server render,
   * whose stylesheet the server writes beside React's markup (and which says which layout it draws).
   * Without constructable stylesheets the CSS goes in as a <style> carrying the page's nonce (every
   * engine that reads a declarative shadow root has them: a server's render is never drawn this way).
   */
  function Framed(props: P) {
    const { container } = props;
    const host = container ? (container.host as HTMLElement) : SERVER_HOST;
    const inlineStyles = container !== undefined && !supportsAdopted;
    const serverDraw = useContext(ServedDrawContext);
    // The frame's effect runs after every effect inside it: the hydrated widget is listening (its
    // stores subscribed) when the buttons tapped before hydration are tapped again.
    useEffect(() => {
      if (container) servedKit()?.committed(container);
    }, [container]);
    return (
      <HostContext.Provider value={host}>
        <ServedDrawContext.Provider value={container ? (servedKit()?.servedDraw(container) ?? NOT_SERVED) : serverDraw}>
          {inlineStyles ? <style nonce={getConfig().nonce}>{css}</style> : null}
          <FeedbackProvider>
            <Component {...props} />
          </FeedbackProvider>
        </ServedDrawContext.Provider>
      </HostContext.Provider>
    );
  }

  const types = options.props as Record<string, AttrType>;
  const definition: ElementDefinition = { tag, Component: Framed as ComponentType<ElementProps>, props: types, css };
  if (typeof customElements === 'undefined' || customElements.get(tag)) return definition;
  const attributes = new Map(Object.keys(types).map((prop) => [prop, attributeName(prop)]));
  const renderer = elementRenderer(attributes);
  const Base = r2wc(definition.Component, { shadow: 'open', props: types }, renderer) as R2WCElementClass;

  class WidgetElement extends Base {
    // r2wc's accessors keep a prop after its attribute is gone (issue #230) and write `undefined`
    // as the text "undefined" for a number: these read and clear through the attribute instead.
    static {
      for (const [prop, attribute] of attributes) {
        Object.defineProperty(this.prototype, prop, {
          enumerable: true,
          configurable: true,
          get(this: WidgetElement) {
            return this.getAttribute(attribute) ? Reflect.get(Base.prototype, prop, this) : undefined;
          },
          set(this: WidgetElement, value: unknown) {
            if (value === undefined || value === null) this.removeAttribute(attribute);
            else Reflect.set(Base.prototype, prop, value, this);
          },
        });
      }
    }

    constructor() {
      super();
      if (supportsAdopted && this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheetFor(css)];
    }

    // A declarative shadow root (server-rendered) is kept: attachShadow() would empty it.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      // A property a host set before the element's code came (the loader defines elements already in
      // the page; Angular's and Lit's property bindings, `el.largeId = …` before append) is a plain
      // field of this element, hiding the accessor: it goes through the accessor now, as the
      // element's first value, and later settings reach it.
      for (const [prop, attribute] of attributes) {
        // An attribute in the prop's spelling, set before the code came (Vue's `:largeId` on an
        // element not yet defined is `setAttribute('largeId')`, which HTML lower-cases): taken as the
        // attribute's value. Once defined, Vue sets the property.
        const early = prop.toLowerCase();
        if (early !== attribute && this.hasAttribute(early)) {
          if (!this.hasAttribute(attribute)) this.setAttribute(attribute, this.getAttribute(early)!);
          // Taken once: not brought back over a later value as the element moves.
          this.removeAttribute(early);
        }
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value: unknown = Reflect.get(this, prop);
        Reflect.deleteProperty(this, prop);
        Reflect.set(this, prop, value);
      }
      // A configured header height reaches the sticky navs (else the custom property decides). Not
      // in the constructor: an element made by createElement may not gain attributes there.
      const stickyTop = getConfig().stickyTop;
      if (stickyTop !== undefined) this.style.setProperty(...stickyTopDeclaration(stickyTop));
      if (!this.hasAttribute('lang')) this.setAttribute('lang', TEXT_LANG);
      // From the start, not from when a list mounts: a key pressed before then counts too.
      watchPersonActing(this);
      // Moved in the page after the width changed, its stylesheets are made again (see `sheetFor`).
      if (supportsAdopted && this.shadowRoot) refreshSheets(this.shadowRoot);
      super.connectedCallback();
    }

    // r2wc ignores an attribute that is removed or set empty and keeps the old prop
    // (https://github.com/bitovi/react-to-web-component/issues/230, fix proposed in PR #290):
    // draw again, and the renderer reads that attribute as `undefined`.
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      super.attributeChangedCallback(name, oldValue, value);
      if (!value) renderer.redraw(this);
    }
  }

  const define = () => {
    if (!customElements.get(tag)) customElements.define(tag, WidgetElement);
  };
  // The code may arrive while the loader still waits for the host's configuration: the element draws
  // (and asks for its data) once it is settled. Where a server drew one already, its first screen is
  // on the page and its code came after it (`whenFirstScreenLoaded`): its stylesheet, then its
  // upgrade (the served render taken, React's root made and hydration begun) each come in a task of
  // their own after the one that ran the code, not all in one long task a tap would wait behind.
  // It is defined once the served kit is in too (served-kit-slot.ts). Where the loader asked for the
  // kit with this code, a failure is the loader's to show: its notice and retry stand on the first
  // screen until the kit comes. Where it did not (the tag's first element was drawn in the browser),
  // the element asks, and without the kit its served elements are drawn afresh.
  whenConfigSettled(() => {
    if (!document.querySelector(`${tag}[${SERVED_MARK}]`)) return define();
    const staged = () =>
      inNextTask(() => {
        if (supportsAdopted) sheetFor(css);
        inNextTask(define);
      });
    if (servedCodeAsked().has(tag)) return whenServedKit(staged);
    void loadServedKit().then(staged);
  });
  return definition;
}

/** Runs `run` in a task of its own after the present one (a message: no timer's minimum delay). */
function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
