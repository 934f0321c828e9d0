/** The home's page state, from the source its element uses (the URL, or its own memory). */
import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import type { SelectionUrlState } from '../../core/domain/selection-url.ts';
import { pageUrlSource, type SelectionUrlSource } from '../../core/stores/selection-url.ts';

/** The element's source; unset, the page URL's. */
export const UrlStateContext = createContext<SelectionUrlSource | null>(null);

const useSource = (): SelectionUrlSource => useContext(UrlStateContext) ?? pageUrlSource();

/** The element's page state and the function that changes it (`push` a step, or `replace`). */
export function useUrlState(): { url: SelectionUrlState; update: SelectionUrlSource['update'] } {
  const source = useSource();
  return { url: useStore(source.$state), update: source.update };
}

/** Only the function that changes the page state (no re-render when the state changes). */
export const useUpdateUrlState = (): SelectionUrlSource['update'] => useSource().update;

/**
 * The address of the page state `patch` makes, for a link (undefined when the state is not in the
 * URL). It is written over the page's address as it is now, so a link is drawn again when the page
 * state changes, inside a part that is not (a memoized row of tabs).
 */
export function useStateHref(): SelectionUrlSource['href'] {
  const source = useSource();
  useStore(source.$state);
  return source.href;
}

/** Back over the last step pushed, when the page is at it (`SelectionUrlSource['back']`). */
export const useUrlBack = (): SelectionUrlSource['back'] => useSource().back;

/** How the page state goes from step to step (`SelectionUrlSource['steps']`). */
export const useUrlSteps = (): SelectionUrlSource['steps'] => useSource().steps;
