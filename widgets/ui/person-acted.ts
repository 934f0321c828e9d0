/**
 * Whether the person has acted in an element (a key but a lone modifier, a tap or a click) since its
 * page opened: a list that settles after that answers them (a search, a sort, a filter, a category)
 * and says what it found (`ProductList`); one that settles before (the page's own first lists, a URL
 * the page mended as it opened) does not, as the page itself is read out then.
 */
import { isPersonMove } from './person-moves.ts';

const acted = new WeakSet<Element>();
const watched = new WeakSet<Element>();

/**
 * Watches `host` for the person's first key or tap (once per element). On the same watch, a held
 * Enter acts once: the key's repeats would press a button again and again (a like or a vote done,
 * then undone; a comment sent, then the empty box), so their default action (a button's activation,
 * a form's implicit submission) is prevented; a handler of our own that acts on Enter leaves them
 * too.
 */
export function watchPersonActing(host: Element): void {
  if (watched.has(host)) return;
  watched.add(host);
  const mark = (event: Event) => {
    if (isPersonMove(event)) acted.add(host);
    if ((event as KeyboardEvent).repeat && (event as KeyboardEvent).key === 'Enter') event.preventDefault();
  };
  for (const type of ['keydown', 'pointerdown'] as const) host.addEventListener(type, mark, { capture: true });
}

/** Whether the person has acted in `host` (read as a list settles). */
export const personActed = (host: Element): boolean => acted.has(host);
