/**
 * Messages from the native app: read from the page's mailbox (listened to from boot, see
 * `app-mailbox.ts`), accepted only from allowed origins and only when they match
 * `InboundMessageSchema`; anything else is ignored.
 */
import { getConfig } from '../core/config.ts';
import { refreshPage } from '../core/stores/page-refresh.ts';
import { acceptInbound, allowedOrigins, type InboundMessage } from './app-messages.ts';
import { readMailbox, type Letter } from './app-mailbox.ts';

type Listener = (message: InboundMessage) => void;

const listeners = new Set<Listener>();
let reading = false;

/** A JSON string (Android's `postWebMessage`) is read as the object it holds. */
function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function onLetter({ data, origin }: Letter): void {
  const message = acceptInbound(parsed(data), origin, allowedOrigins(getConfig().appMessageOrigins, location.origin));
  if (!message) return;
  // The app set the token cookie: who is signed in changed, and so do per-person flags.
  if (message.type === 'login' && message.status === 'success') refreshPage();
  for (const listener of [...listeners]) listener(message);
}

/** Starts reading the app's messages (every element does, so a home-only page follows a login). */
export function startAppInbox(): void {
  if (reading || typeof window === 'undefined') return;
  reading = true;
  readMailbox(onLetter);
}

/** Calls `listener` with every accepted app message; returns the unsubscribe function. */
export function onAppMessage(listener: Listener): () => void {
  startAppInbox();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
