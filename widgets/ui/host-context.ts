import { createContext, useContext } from 'react';

/** The custom element a widget renders in: where its events are dispatched. */
export const HostContext = createContext<HTMLElement | null>(null);

/**
 * The host of a server render, where there is no element. Only effects and event handlers reach
 * the host, and neither runs on a server.
 */
export const SERVER_HOST = {} as HTMLElement;

/**
 * Whether the component is drawn by a server render (`selection-widgets/server`); false outside an
 * element too (a part drawn in a plain React root, as its tests do).
 */
export const useOnServer = (): boolean => useContext(HostContext) === SERVER_HOST;

export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost: a widget component rendered outside its element');
  return host;
}
