/**
 * A tap on a server-rendered button while the element's code is still on its way. The button is on
 * screen and looks ready, but nothing answers it until React has hydrated the root (before
 * `hydrateRoot` attaches its listeners, React never sees the click). The loader holds such taps for
 * each served shadow root; the element, once hydrated, taps the same buttons again, each once.
 *
 * Hydration keeps the server's nodes, so the button tapped is the very node to tap again (a root that
 * did not match its server render is drawn afresh: its old nodes are gone and nothing is replayed).
 * Only `type="button"` buttons are held: they do nothing without script. Links and submit buttons
 * keep their own behaviour and are left alone: a tab that is a link to its page state (StateLink), tapped
 * early, opens that state's page, which the server draws.
 *
 * A form control changed early (a sort chosen, a filter ticked, a word typed) keeps the person's
 * choice on screen, and hydration leaves it there while React's state still holds the server's: once
 * hydrated, each such control tells React of its choice as the browser would have (`replayEarlyChoices`),
 * so what the page shows follows what the control says.
 */
import { pageSlot } from '../../core/page-slot.ts';

interface Held {
  /** The buttons tapped, first tap first, each once. */
  readonly taps: HTMLButtonElement[];
  readonly stop: () => void;
}

/** Per served shadow root, what the loader holds; a page-wide slot (the loader and the chunks share it). */
const heldTaps = (): WeakMap<ShadowRoot, Held> => pageSlot('heldTaps', () => new WeakMap<ShadowRoot, Held>());

/** The loader starts holding taps on `root`, a server-rendered shadow root whose element is not yet defined. */
export function holdEarlyTaps(root: ShadowRoot): void {
  const all = heldTaps();
  if (all.has(root)) return;
  const taps: HTMLButtonElement[] = [];
  const listener = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || button.type !== 'button' || button.disabled || button.closest('a[href]')) return;
    if (!taps.includes(button)) taps.push(button);
  };
  root.addEventListener('click', listener, { capture: true });
  all.set(root, { taps, stop: () => root.removeEventListener('click', listener, { capture: true }) });
}

/**
 * The element is about to hydrate `root`: from now on React answers taps itself, so none is held
 * any more (a tap held after this point would be answered twice).
 */
export function stopHoldingTaps(root: ShadowRoot): void {
  heldTaps().get(root)?.stop();
}

/**
 * After the hydration's first commit: each form control changed early tells React of the change, and
 * each button tapped early is tapped once more, now answered.
 */
export function replayEarlyTaps(root: ShadowRoot): void {
  const all = heldTaps();
  const held = all.get(root);
  if (!held) return;
  held.stop();
  all.delete(root);
  replayEarlyChoices(root);
  for (const button of held.taps) if (button.isConnected && button.getRootNode() === root && !button.disabled) button.click();
}

/**
 * Each control of `root` whose state differs from what React drew (its defaults: hydration sets them
 * from React's props and leaves the person's choice alone) sends the event React reads a change
 * from: a checkbox (or the radio now chosen) a click, from the state React last saw to the person's;
 * a select or a text field a `change`, a text's value set past React's value tracker (which has
 * taken the person's text as already seen).
 */
function replayEarlyChoices(root: ShadowRoot): void {
  const changed = (control: Element) => control.dispatchEvent(new Event('change', { bubbles: true }));
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A checkbox either way; of radios, the one chosen.
      if (control.checked !== control.defaultChecked && (control.checked || control.type === 'checkbox')) {
        control.checked = !control.checked;
        control.click();
      }
    } else if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected)) changed(control);
    } else if (control.value !== control.defaultValue) {
      const typed = control.value;
      control.value = control.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
      changed(control);
    }
  }
}
