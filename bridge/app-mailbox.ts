/**
 * The app's replies are listened for from the moment the loader boots, on every page, whatever
 * elements it holds: a reply that arrives before any widget code (or on a page without a guide or
 * coupon) is kept here until the inbox (`app-inbox.ts`) reads it. Only messages that look like the
 * app's are kept, and only a few; the inbox checks the origin and validates each one.
 */
import { pageSlot } from '../core/page-slot.ts';
import { INBOUND_SOURCE } from './app-protocol.ts';

export interface Letter {
  data: unknown;
  origin: string;
  /** Kept from before the inbox read the mailbox (it came before any widget code ran). */
  kept?: true;
}

const MAX_KEPT = 20;

const box = () =>
  pageSlot('app-mailbox', () => ({
    listening: false,
    letters: [] as Letter[],
    reader: undefined as ((letter: Letter) => void) | undefined,
  }));

/** The app posts an object, or (Android's `postWebMessage`) a JSON string of one. */
const looksLikeTheApp = (data: unknown): boolean =>
  typeof data === 'string'
    ? data.includes(INBOUND_SOURCE)
    : typeof data === 'object' && data !== null && (data as { source?: unknown }).source === INBOUND_SOURCE;

/** Starts listening (once per page). */
export function listenForApp(): void {
  const mailbox = box();
  if (mailbox.listening || typeof window === 'undefined') return;
  mailbox.listening = true;
  window.addEventListener('message', (event: MessageEvent) => {
    if (!looksLikeTheApp(event.data)) return;
    const letter = { data: event.data, origin: event.origin };
    if (mailbox.reader) mailbox.reader(letter);
    else if (mailbox.letters.push(letter) > MAX_KEPT) mailbox.letters.shift();
  });
}

/** Hands every kept and later letter to `reader` (the inbox); listens too, if the loader did not. */
export function readMailbox(reader: (letter: Letter) => void): void {
  listenForApp();
  const mailbox = box();
  mailbox.reader = reader;
  for (const letter of mailbox.letters.splice(0)) reader({ ...letter, kept: true });
}
