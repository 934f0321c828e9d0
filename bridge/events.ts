/** The events our elements send to the host page: one typed map, all bubbling and composed. */

export interface SelectionEventMap {
  /** Cancelable: a host router may take over. `replace` asks not to add a history entry. */
  'selection-navigate': { url: string; reason: 'item' | 'category' | 'home' | 'redirect' | 'link'; replace: boolean; itemId?: string };
  /** Cancelable: a host page may show its own login. `from` is the page to come back to. */
  'selection-login-required': { from: string; loginUrl: string };
  /** A call failed and the element shows an error. */
  'selection-error': { code: string; status: number | undefined; message: string };
  /** The element has shown its first screen. */
  'selection-ready': { tag: string };
}

export type SelectionEventName = keyof SelectionEventMap;

type SelectionEvents = { [K in SelectionEventName]: CustomEvent<SelectionEventMap[K]> };

// The events bubble and are composed, so hosts listen on elements, the document or the window.
declare global {
  interface HTMLElementEventMap extends SelectionEvents {}
  interface DocumentEventMap extends SelectionEvents {}
  interface WindowEventMap extends SelectionEvents {}
}

/**
 * Dispatches `name` on `target` (bubbles, composed). Returns false when a listener called
 * `preventDefault()` on a cancelable event, so the caller skips its default action.
 */
export function emit<K extends SelectionEventName>(
  target: EventTarget,
  name: K,
  detail: SelectionEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
}
