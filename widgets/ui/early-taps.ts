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
 * early, opens that state's page, which the server draws. An Enter in a text field of a form that
 * script alone sends (the review request's) is held as a tap on the button that sends it.
 *
 * A form control changed early (a sort chosen, a filter ticked, a word typed) keeps the person's
 * choice on screen, and hydration leaves it there while React's state still holds the server's: once
 * hydrated, each such control tells React of its choice as the browser would have (`choiceOn`),
 * so what the page shows follows what the control says.
 */
import { pageSlot } from '../../core/page-slot.ts';
import { HYDRATED_APART } from '../../core/served-mark.ts';
import { composingKey } from './composition.ts';

interface Held {
  /** The buttons tapped and not yet to be told, first tap first, each once. */
  readonly taps: HTMLButtonElement[];
  /** Ends the hold: from then on, a live press is only noted (`pressing`). */
  readonly stop: () => void;
  /**
   * The button a live press presses, noted before React's listeners see the press. A press on a
   * part whose code is in makes React hydrate the part at once, at the press's first event (a
   * pointer down, a key down), and the part tells what it held then. `answered`: the event is the
   * press itself, which React answers next (a click, an Enter that sends); else its click is to come.
   */
  pressing?: { readonly button: HTMLButtonElement; readonly answered: boolean } | undefined;
  /**
   * A button whose held tap was told during a live press of it that had not clicked yet: that press's
   * click, when it comes, is the same press, and React is not told it again (as two taps before the
   * hydration are one).
   */
  swallow?: HTMLButtonElement | undefined;
  /**
   * From the first replay: what is still to be told, each once (the choices made on the root's
   * controls, read then, and the taps).
   */
  early?: Choice[];
  /** From the hydration on: the parts hydrated apart that have told theirs (React answers them since). */
  told?: WeakSet<Element>;
}

/** Per served shadow root, what the loader holds; a page-wide slot (the loader and the chunks share it). */
const heldTaps = (): WeakMap<ShadowRoot, Held> => pageSlot('heldTaps', () => new WeakMap<ShadowRoot, Held>());

/** The innermost part hydrated apart that holds `node`, if any. */
const partOf = (node: Element): Element | null => node.closest(`[${HYDRATED_APART}]`);

/** The button a tap on `target` presses, when it is one that does nothing without script. */
function tappedButton(target: EventTarget | null): HTMLButtonElement | undefined {
  const button = target instanceof Element ? target.closest('button') : null;
  return button && button.type === 'button' && !button.disabled && !button.closest('a[href]') ? button : undefined;
}

/**
 * The button an Enter in a text field presses, where the field's form is sent by script alone: a
 * `method="dialog"` form (outside a dialog it submits nowhere) whose one button, `type="button"`,
 * sends it. Never an Enter that belongs to a composition (a Hangul syllable confirmed: `isComposing`,
 * or keyCode 229 in WebKit's order: `composingKey`).
 */
function enterPresses(event: Event): HTMLButtonElement | undefined {
  const { key, target } = event as KeyboardEvent;
  if (key !== 'Enter' || composingKey(event as KeyboardEvent) || !(target instanceof HTMLInputElement)) return undefined;
  const buttons = target.form?.getAttribute('method') === 'dialog' ? target.form.querySelectorAll('button') : [];
  return buttons.length === 1 ? tappedButton(buttons[0] ?? null) : undefined;
}

/** What a tap (`click`) or an Enter (`keydown`) presses that does nothing without script. */
const pressed = (event: Event): HTMLButtonElement | undefined =>
  event.type === 'keydown' ? enterPresses(event) : tappedButton(event.target);

/** The loader starts holding taps on `root`, a server-rendered shadow root whose element is not yet defined. */
export function holdEarlyTaps(root: ShadowRoot): void {
  const all = heldTaps();
  if (all.has(root)) return;
  let holding = true;
  const held: Held = { taps: [], stop: () => (holding = false) };
  // First on the root, ahead of React's listeners (hydrateRoot adds them later).
  for (const type of ['click', 'keydown', 'pointerdown', 'pointerup', 'pointercancel', 'keyup'])
    root.addEventListener(
      type,
      (event) => {
        // What the press presses when the event is the press itself (a click, a sending Enter).
        const button = type === 'click' || type === 'keydown' ? pressed(event) : undefined;
        if (holding) {
          if (button && !held.taps.includes(button)) held.taps.push(button);
          return;
        }
        const { swallow } = held;
        const { key } = event as KeyboardEvent;
        const starts = type === 'pointerdown' || (type === 'keydown' && (key === 'Enter' || key === ' '));
        if (type === 'click' || starts) held.swallow = undefined;
        if (type === 'click' && button && button === swallow) return void event.stopImmediatePropagation();
        // The press itself, answered next; or a press's start on a button, its click to come; or a
        // press's end, none under way.
        const under = button ?? (starts ? tappedButton(event.target) : undefined);
        held.pressing = under && { button: under, answered: under === button };
      },
      { capture: true },
    );
  all.set(root, held);
}

/**
 * A hover or a focus that lands on what React has not hydrated yet (the root while it hydrates, a
 * part hydrated apart) is held by React, and dispatched again on the event's `target` once that has
 * hydrated (`attemptReplayContinuousQueuedEvent` in react-dom 19). An event that stays inside a
 * shadow root (a pointer moving from one of its nodes to another) has no target once its dispatch
 * is over: the DOM clears it. React's replay then threw ("Cannot read properties of null (reading
 * 'dispatchEvent')"), and the hover was lost. Each such event keeps its target for that later read;
 * while it is dispatched, it reads as the browser says. No upstream issue found (React 19.3.1).
 */
const HELD_BY_REACT = ['focusin', 'dragenter', 'mouseover', 'pointerover', 'gotpointercapture'] as const;
function keepTarget(event: Event): void {
  const kept = event.target;
  const browserTarget = Object.getOwnPropertyDescriptor(Event.prototype, 'target')?.get;
  if (!browserTarget || !kept) return;
  Object.defineProperty(event, 'target', {
    configurable: true,
    get(this: Event) {
      return (browserTarget.call(this) as EventTarget | null) ?? kept;
    },
  });
}

/**
 * The element hydrates `root` (served-kit.ts's `hydrate` calls `hydrateRoot` on it): from then on
 * React answers taps itself, so the loader's hold ends as it begins (a tap held after that point
 * would be answered twice). But React drops a tap or a change on a part hydrated apart that has not hydrated yet (it
 * stops the event's propagation): those are held for the part, by a listener that comes after
 * React's own on the root, so it sees what React did with the event.
 */
export function hydrateHoldingParts<T>(root: ShadowRoot, hydrate: () => T): T {
  const held = heldTaps().get(root);
  held?.stop();
  for (const type of HELD_BY_REACT) root.addEventListener(type, keepTarget, { capture: true });
  const hydrated = hydrate();
  if (!held) return hydrated;
  const told = (held.told = new WeakSet());
  const hold = (event: Event): void => {
    // After React's listener on the root: a part that hydrated for this event has told what it held
    // by now (or React dropped the event, for a part not hydrated: held below). A click's or an
    // Enter's press is over; a pointer's, begun, is noted until it ends.
    held.pressing = undefined;
    const { target } = event;
    const part = target instanceof Element ? partOf(target) : null;
    if (!part || told.has(part) || !event.cancelBubble) return;
    const button = pressed(event);
    if (button) {
      if (!held.taps.includes(button) && !held.early?.some((choice) => choice.control === button)) held.taps.push(button);
    } else if (held.early && isFormControl(target)) {
      // The latest choice on a control is the one told (none, once it is back at React's). Before
      // the first replay, that replay reads it.
      const choice = choiceOn(target);
      held.early = [...held.early.filter((other) => other.control !== target), ...(choice ? [choice] : [])];
    }
  };
  for (const type of ['click', 'keydown', 'input', 'change']) root.addEventListener(type, hold, { capture: true });
  return hydrated;
}

/**
 * After the hydration's first commit: each form control changed early tells React of the change, and
 * each button tapped early is tapped once more, now answered; but those in a part hydrated apart
 * (`HYDRATED_APART`), which wait for that part's own commit. The choices are all read now, before
 * React draws any control again with its own value.
 */
export function replayEarlyTaps(root: ShadowRoot): void {
  replay(root, null);
}

/**
 * From the effect of `part`, a root marked `HYDRATED_APART`, once it has hydrated: its own early
 * choices and taps (not those of a part marked inside it, which tells its own).
 */
export function replayEarlyTapsIn(part: Element): void {
  const root = part.getRootNode();
  if (root instanceof ShadowRoot) replay(root, part);
}

/** Tells what was held for `part` (`null`: what no part holds). */
function replay(root: ShadowRoot, part: Element | null): void {
  const held = heldTaps().get(root);
  if (!held) return;
  held.stop();
  // A button pressed now, which made React hydrate the part: its held tap and this press are one
  // (pressed twice before it answered, as a double tap is, it is pressed once). React answers the
  // press itself next when it is a click or a sending Enter: the held tap is not told. A press that
  // has not clicked yet (a pointer down, a key down on the button): the held tap is told, and the
  // press's click, when it comes, is not.
  const live = held.pressing;
  const early = (held.early ??= earlyChoices(root));
  for (const button of held.taps.splice(0))
    early.push({
      control: button,
      tell: () => {
        if (button.isConnected && button.getRootNode() === root && !button.disabled) button.click();
      },
    });
  // React answers the part from now on: what happens on it is not held any more.
  if (part) held.told?.add(part);
  // Each is told once: what is not the part's waits for its own.
  held.early = early.filter((choice) => partOf(choice.control) !== part);
  const told = early.filter((choice) => partOf(choice.control) === part);
  const isTap = (choice: Choice) => choice.control instanceof HTMLButtonElement;
  for (const choice of told) if (!isTap(choice)) choice.tell();
  // A tap reads what the choices told (a comment typed, then 등록 or Enter): it is told once React
  // has drawn them, which it does at the end of the effects that tell them (this is called from one),
  // before this microtask. Told at once, 등록 would send the text React drew at hydration.
  queueMicrotask(() => {
    for (const choice of told) {
      if (!isTap(choice) || (choice.control === live?.button && live.answered)) continue;
      choice.tell();
      if (choice.control === live?.button) held.swallow = live.button;
    }
  });
}

/** A person's choice on a control, or a tap on a button, and how to tell React of it. */
interface Choice {
  readonly control: Element;
  readonly tell: () => void;
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isFormControl = (node: EventTarget | null): node is FormControl =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

/** Each control of `root` whose state differs from what React drew (`choiceOn`). */
const earlyChoices = (root: ShadowRoot): Choice[] =>
  [...root.querySelectorAll<FormControl>('input, select, textarea')].flatMap((control) => choiceOn(control) ?? []);

/**
 * `control`'s choice when its state differs from what React drew (its defaults: hydration sets them
 * from React's props and leaves the person's choice alone), as it is now: telling sends the event
 * React reads a change from: a checkbox (or the radio now chosen) a click, from the state React
 * last saw to the person's; a select or a text field a `change`, a text's value set past React's
 * value tracker (which has taken the person's text as already seen). Telling sets the person's
 * choice again first: by then React may have drawn the control again, with its own value.
 */
function choiceOn(control: FormControl): Choice | undefined {
  const changed = () => control.dispatchEvent(new Event('change', { bubbles: true }));
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
        changed();
      };
  } else if (control.value !== control.defaultValue) {
    const typed = control.value;
    tell = () => {
      control.value = control.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
      changed();
    };
  }
  return tell && { control, tell };
}
