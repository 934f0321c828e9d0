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
 * hydrated, each such control tells React of its choice as the browser would have (`earlyChoices`),
 * so what the page shows follows what the control says.
 */
import { pageSlot } from '../../core/page-slot.ts';

interface Held {
  /** The buttons tapped, first tap first, each once. */
  readonly taps: HTMLButtonElement[];
  readonly stop: () => void;
  /**
   * The choices made on the root's controls, read at the first replay, and then the taps, as they
   * are to be told (those not told yet).
   */
  early?: Choice[];
}

/** Per served shadow root, what the loader holds; a page-wide slot (the loader and the chunks share it). */
const heldTaps = (): WeakMap<ShadowRoot, Held> => pageSlot('heldTaps', () => new WeakMap<ShadowRoot, Held>());

/**
 * The attribute that marks the root of a part a server's render holds in a Suspense boundary of its
 * own (the review side): React hydrates it after the element's first commit, and drops an event on
 * its nodes until then. The part tells of its own early choices and taps once it has hydrated
 * (`replayEarlyTapsIn`, from its effect).
 */
export const HYDRATED_APART = 'data-hydrated-apart';

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
 * each button tapped early is tapped once more, now answered; but those in a part hydrated apart
 * (`HYDRATED_APART`), which wait for that part's own commit. The choices are all read now, before
 * React draws any control again with its own value.
 */
export function replayEarlyTaps(root: ShadowRoot): void {
  replay(root, (node) => node.closest(`[${HYDRATED_APART}]`) === null);
}

/**
 * From the effect of `part`, a root marked `HYDRATED_APART`, once it has hydrated: its own early
 * choices and taps (not those of a part marked inside it, which tells its own).
 */
export function replayEarlyTapsIn(part: Element): void {
  const root = part.getRootNode();
  if (root instanceof ShadowRoot) replay(root, (node) => node.closest(`[${HYDRATED_APART}]`) === part);
}

function replay(root: ShadowRoot, inside: (node: Element) => boolean): void {
  const held = heldTaps().get(root);
  if (!held) return;
  held.stop();
  const early = (held.early ??= [
    ...earlyChoices(root),
    ...held.taps.map((button) => ({
      control: button,
      tell: () => {
        if (button.isConnected && button.getRootNode() === root && !button.disabled) button.click();
      },
    })),
  ]);
  // Each is told once: what is not inside waits for its part.
  held.early = early.filter((choice) => !inside(choice.control));
  for (const choice of early) if (inside(choice.control)) choice.tell();
}

/** A person's choice on a control, or a tap on a button, and how to tell React of it. */
interface Choice {
  readonly control: Element;
  readonly tell: () => void;
}

/**
 * Each control of `root` whose state differs from what React drew (its defaults: hydration sets them
 * from React's props and leaves the person's choice alone), as it is now: telling sends the event
 * React reads a change from: a checkbox (or the radio now chosen) a click, from the state React
 * last saw to the person's; a select or a text field a `change`, a text's value set past React's
 * value tracker (which has taken the person's text as already seen). Each sets the person's choice
 * again first: by then React may have drawn the control again, with its own value.
 */
function earlyChoices(root: ShadowRoot): Choice[] {
  const choices: Choice[] = [];
  const changed = (control: Element) => control.dispatchEvent(new Event('change', { bubbles: true }));
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    let tell: (() => void) | undefined;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A checkbox either way; of radios, the one chosen.
      const chosen = control.checked;
      if (chosen !== control.defaultChecked && (chosen || control.type === 'checkbox'))
        tell = () => {
          control.checked = !chosen;
          control.click();
        };
    } else if (control instanceof HTMLSelectElement) {
      // One choice: the widgets' selects are single.
      const chosen = control.value;
      if ([...control.options].some((option) => option.selected !== option.defaultSelected))
        tell = () => {
          control.value = chosen;
          changed(control);
        };
    } else if (control.value !== control.defaultValue) {
      const typed = control.value;
      tell = () => {
        control.value = control.defaultValue;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
        changed(control);
      };
    }
    if (tell) choices.push({ control, tell });
  }
  return choices;
}
