/**
 * Whether a view answers a person's action or is part of its element's first screen: a list a search
 * drew, or a list whose sort or filter changed, says what it found (`ProductList`); the page's first
 * list does not, as the page itself is read out then.
 */
import { useState } from 'react';
import { useHost } from './host-context.ts';

const shown = new WeakSet<Element>();

/** `host` has shown its first screen: what it draws from now on follows a person's action. */
export const markFirstScreenShown = (host: Element): void => void shown.add(host);

/** Whether this view was first drawn after its element's first screen (read once, as it mounts). */
export function useAfterFirstScreen(): boolean {
  const host = useHost();
  const [after] = useState(() => shown.has(host));
  return after;
}
