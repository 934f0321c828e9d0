/** The URL's page state, followed on popstate and written through history. */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { parseSelectionUrl, writeSelectionUrl, type SelectionUrlState } from '../domain/selection-url.ts';
import { pageLocation, renderedElsewhere } from '../page-location.ts';
import { pageSlot } from '../page-slot.ts';

/**
 * Where an element keeps its page state: the page's URL (the default, shared by every element that
 * uses it), or its own memory when a host opts out (`url-state="off"`), so two elements, or a host
 * that uses `sortType` itself, do not share one URL.
 */
export interface SelectionUrlSource {
  $state: ReadableAtom<SelectionUrlState>;
  update: (patch: Partial<SelectionUrlState>, mode?: 'push' | 'replace') => void;
  /**
   * The page's address with `patch` applied, for a link to that state (opened without JavaScript,
   * or in a new tab); undefined when the state is not in the URL.
   */
  href: (patch: Partial<SelectionUrlState>) => string | undefined;
  /**
   * Goes back over the step this source last pushed, when that step is where the page is now (the
   * browser's Back: it restores where the page was scrolled to); false when it is not (a page opened
   * at that state from a link, or reloaded there).
   */
  back: () => boolean;
  /** How the state goes from step to step, for what keeps a place per step (widgets/selection-home/list-places.tsx). */
  steps: StateSteps;
}

export interface StateSteps {
  /**
   * Whether the state is changing now by a step back or forward through history (the browser's Back
   * or Forward, or `back`), rather than by a choice: true until the task after the step.
   */
  stepping: () => boolean;
  /**
   * Calls `listener` as the state is about to leave its step: before a step is pushed (`back` false:
   * the page is still as the person left it), and as one through history is taken (`back` true: the
   * browser has already scrolled the page for it). Returns its removal.
   */
  onLeave: (listener: (back: boolean) => void) => () => void;
}

/** A source's steps, and `leave`, which it calls as it leaves a step (`back`: through history). */
function stateSteps(): StateSteps & { leave: (back: boolean) => void } {
  let stepping = false;
  const listeners = new Set<(back: boolean) => void>();
  return {
    stepping: () => stepping,
    onLeave: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leave: (back) => {
      for (const listener of listeners) listener(back);
      if (!back || stepping) return;
      stepping = true;
      setTimeout(() => (stepping = false));
    },
  };
}

/** Whether two states are one (as written in a URL: a default and its absence are the same). */
const sameState = (a: SelectionUrlState, b: SelectionUrlState): boolean => writeSelectionUrl('', a) === writeSelectionUrl('', b);

const currentSearch = () => pageLocation()?.search ?? '';

/**
 * Changes the URL's page state: `push` for steps a person goes back through (each address pushed is
 * kept in `pushed`), `replace` otherwise.
 */
function updateUrl(
  $state: WritableAtom<SelectionUrlState>,
  pushed: string[],
  leave: () => void,
  patch: Partial<SelectionUrlState>,
  mode: 'push' | 'replace',
): void {
  if (typeof history === 'undefined') {
    $state.set({ ...$state.get(), ...patch });
    return;
  }
  const search = writeSelectionUrl(location.search, patch);
  const url = `${location.pathname}${search}${location.hash}`;
  // A step to where the page already is (the tab already chosen, pressed again) is no step, as a
  // link to a page's own address replaces its entry: Back leaves the state, not the same one again.
  if (mode === 'push' && search !== writeSelectionUrl(location.search, {})) {
    leave();
    history.pushState(history.state, '', url);
    pushed.push(location.href);
  } else {
    // Replacing the step last pushed (the vote page's sort): still that step, at its new address.
    const last = pushed.length - 1;
    const replacesPushed = pushed[last] === location.href;
    history.replaceState(history.state, '', url);
    if (replacesPushed) pushed[last] = location.href;
  }
  $state.set(parseSelectionUrl(currentSearch()));
}

function backOver(pushed: string[]): boolean {
  if (typeof history === 'undefined' || pushed.at(-1) !== location.href) return false;
  pushed.pop();
  history.back();
  return true;
}

function pageHref(patch: Partial<SelectionUrlState>): string | undefined {
  const page = pageLocation();
  return page ? `${page.pathname}${writeSelectionUrl(page.search, patch)}` : undefined;
}

/** The page URL's state, one per page (and one per server render, from the page it renders). */
export const pageUrlSource = (): SelectionUrlSource =>
  pageSlot('selection-url', () => {
    const $state = atom<SelectionUrlState>(parseSelectionUrl(currentSearch()));
    const pushed: string[] = [];
    const steps = stateSteps();
    // The browser's own page follows its URL from here on; a page a server renders has no history of
    // its own, and leaves nothing on a runtime's `window` (one listener, and its page, per render).
    if (typeof window !== 'undefined' && !renderedElsewhere()) {
      window.addEventListener('popstate', (event) => {
        const next = parseSelectionUrl(currentSearch());
        // Through history by the browser's Back or Forward; a host router sends one of its own after
        // each pushState (embedding.md), which leaves the step for a new one. An entry of the same
        // state (a host's own, a fragment) leaves nothing.
        if (!sameState(next, $state.get())) steps.leave(event.isTrusted);
        $state.set(next);
      });
    }
    return {
      $state,
      update: (patch, mode = 'push') => updateUrl($state, pushed, () => steps.leave(false), patch, mode),
      href: pageHref,
      back: () => backOver(pushed),
      steps,
    };
  });

/** Page state of one element only, starting from the defaults; nothing is read from or written to the URL. */
export function memoryUrlSource(): SelectionUrlSource {
  const $state = atom<SelectionUrlState>(parseSelectionUrl(''));
  /** The states before each step pushed, the last first back. */
  const before: SelectionUrlState[] = [];
  const steps = stateSteps();
  return {
    $state,
    update: (patch, mode = 'push') => {
      const current = $state.get();
      // A step to the state already shown is no step (as with the page's URL).
      if (mode === 'push' && !sameState({ ...current, ...patch }, current)) {
        steps.leave(false);
        before.push(current);
      }
      $state.set({ ...current, ...patch });
    },
    href: () => undefined,
    back: () => {
      const previous = before.pop();
      if (previous) {
        steps.leave(true);
        $state.set(previous);
      }
      return previous !== undefined;
    },
    steps,
  };
}
