/** The events our elements send to the host page: one typed map, all bubbling and composed. */

export interface SelectionEventMap {
  /** Cancelable: a host router may take over. `replace` asks not to add a history entry. */
  'selection-navigate': { url: string; reason: 'item' | 'category' | 'home' | 'redirect' | 'link'; replace: boolean; itemId?: string };
  /**
   * Cancelable: a host page may show its own login. `from` is the page to come back to; `handoff`
   * says where the login opens by default (`app`: the app's login through the native channel).
   */
  'selection-login-required': { from: string; loginUrl: string; handoff: 'app' | 'web' };
  /** A call for what the element shows failed and it shows the failure (not a failed action's dialog or message). */
  'selection-error': { code: string; status: number | undefined; message: string };
  /** The element has shown its first screen. */
  'selection-ready': { tag: string };
  /**
   * A first-visit guide closed: `dismiss` (hidden for the session), `snooze` ("오늘 하루 보지 않기":
   * hidden for the local day) or `complete` (hidden for a year).
   */
  'selection-guide-close': { guideId: string; largeId: string; reason: 'dismiss' | 'snooze' | 'complete' };
  /** A coupon claim ended; `outcome` is the claim's result, `code` the server code of a failure. */
  'selection-coupon-claim': {
    couponCode: string;
    outcome: 'issued' | 'already-issued' | 'login-required' | 'pending' | 'failed';
    code?: string;
  };
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
