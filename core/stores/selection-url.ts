/** `$selectionUrl`: the URL's page state, followed on popstate and written through history. */
import { atom, type ReadableAtom } from 'nanostores';
import { parseSelectionUrl, writeSelectionUrl, type SelectionUrlState } from '../domain/selection-url.ts';

const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

export const $selectionUrl = atom<SelectionUrlState>(parseSelectionUrl(currentSearch()));

const sync = () => $selectionUrl.set(parseSelectionUrl(currentSearch()));

if (typeof window !== 'undefined') window.addEventListener('popstate', sync);

/** Changes the URL's page state: `push` for steps a person goes back through, `replace` otherwise. */
export function updateSelectionUrl(patch: Partial<SelectionUrlState>, mode: 'push' | 'replace' = 'push'): void {
  if (typeof history === 'undefined') {
    $selectionUrl.set({ ...$selectionUrl.get(), ...patch });
    return;
  }
  const search = writeSelectionUrl(location.search, patch);
  const url = `${location.pathname}${search}${location.hash}`;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
  sync();
}

/**
 * Where an element keeps its page state: the page's URL (the default, shared by every element that
 * uses it), or its own memory when a host opts out (`url-state="off"`), so two elements, or a host
 * that uses `sortType` itself, do not share one URL.
 */
export interface SelectionUrlSource {
  $state: ReadableAtom<SelectionUrlState>;
  update: (patch: Partial<SelectionUrlState>, mode?: 'push' | 'replace') => void;
}

export const pageUrlSource: SelectionUrlSource = { $state: $selectionUrl, update: updateSelectionUrl };

/** Page state of one element only, starting from the defaults; nothing is read from or written to the URL. */
export function memoryUrlSource(): SelectionUrlSource {
  const $state = atom<SelectionUrlState>(parseSelectionUrl(''));
  return { $state, update: (patch) => $state.set({ ...$state.get(), ...patch }) };
}
