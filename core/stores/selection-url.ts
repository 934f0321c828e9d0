/** `$selectionUrl`: the URL's page state, followed on popstate and written through history. */
import { atom } from 'nanostores';
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
