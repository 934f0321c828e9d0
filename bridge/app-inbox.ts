/**
 * Messages from the native app: window `message` events, accepted only from allowed origins and only
 * when they match `InboundMessageSchema`; anything else is ignored.
 */
import { invalidateQueries } from '../core/cache/query-cache.ts';
import { getConfig } from '../core/config.ts';
import { refreshSession } from '../core/stores/session.ts';
import { acceptInbound, allowedOrigins, type InboundMessage } from './app-messages.ts';

type Listener = (message: InboundMessage) => void;

const listeners = new Set<Listener>();
let installed = false;

function onMessage(event: MessageEvent): void {
  const message = acceptInbound(event.data, event.origin, allowedOrigins(getConfig().appMessageOrigins, location.origin));
  if (!message) return;
  if (message.type === 'login' && message.status === 'success') {
    // The app set the token cookie: who is signed in changed, and so do per-person flags.
    void refreshSession();
    invalidateQueries('');
  }
  for (const listener of [...listeners]) listener(message);
}

/** Calls `listener` with every accepted app message; returns the unsubscribe function. */
export function onAppMessage(listener: Listener): () => void {
  if (!installed && typeof window !== 'undefined') {
    window.addEventListener('message', onMessage);
    installed = true;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
