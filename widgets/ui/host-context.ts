import { createContext, useContext } from 'react';

/** The custom element a widget renders in: where its events are dispatched. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost: a widget component rendered outside its element');
  return host;
}
