/**
 * Messages from the native app: read from the page's mailbox (listened to from boot, see
 * `app-mailbox.ts`), accepted only from allowed origins and only when they match
 * `InboundMessageSchema`; anything else is ignored.
 */
import { getConfig } from '../core/config.ts';
import { authToken } from '../core/http/auth-token.ts';
import { pageSlot } from '../core/page-slot.ts';
import { refreshPage } from '../core/stores/page-refresh.ts';
import { sessionToken } from '../core/stores/session.ts';
import { postToApp } from './app-channel.ts';
import { acceptInbound, allowedOrigins, type InboundMessage } from './app-messages.ts';
import { readMailbox, type Letter } from './app-mailbox.ts';

/** Returns true where it acted on `back` (an open dialog or guide closed): the page then keeps the back button. */
type Listener = (message: InboundMessage) => boolean | void;

/** A token, or none, to tell a new one by. */
type TokenThen = { token: string | undefined };

/**
 * The page's inbox, one for every copy of this code on the page (page-slot.ts): the mailbox has one
 * reader, which delivers to the listeners of every copy.
 */
interface Inbox {
  readonly listeners: Set<Listener>;
  /** Whether the page's mailbox is read. */
  reading: boolean;
  /** Until when a `login` success's token is being read (`tokenReadable`); 0 when none is. */
  readingUntil: number;
  /** Whether the success being read answers a login the page asked for. */
  readingAsked: boolean;
  /**
   * The success being read, the latest, until its read ends: one asked for while another was read
   * has the last word (the older read ends with nothing done, its deadline and answer the newer
   * one's), and reads from where the older began (`before`: a token readable meanwhile is still new to it).
   */
  latestRead?: { before: TokenThen };
  /** The token when the page last asked the app to sign in (`open-login`); undefined when it has not asked. */
  asked?: TokenThen;
}

const inbox = (): Inbox => pageSlot('app-inbox', () => ({ listeners: new Set(), reading: false, readingUntil: 0, readingAsked: false }));

/** A JSON string (Android's `postWebMessage`) is read as the object it holds. */
function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** How long a `login` success waits, at most, for the page to read the token the app set before it. */
export const LOGIN_TOKEN_WAIT_MS = 1500;
const LOGIN_TOKEN_POLL_MS = 20;

/** Whether a `login` success's token is being read. */
export const readingAppLogin = (): boolean => Date.now() < inbox().readingUntil;

/**
 * Whether the success being read answers the login the page asked for: that login has answered,
 * and is not to be asked again (a claim tapped meanwhile waits for the same answer).
 */
export const readingAskedLogin = (): boolean => inbox().readingAsked && readingAppLogin();

/** Called as the page asks the app to sign in: the token the app's login is to replace. */
export function noteAppLoginAsked(): void {
  inbox().asked = { token: authToken() };
}

/**
 * Resolves true once the page reads a token (a new one, when it asked for the login with one), or
 * false after LOGIN_TOKEN_WAIT_MS. The app sets the token cookie and then posts `login`, but in a WebKit web view
 * the page reads cookies from a copy that follows the app's cookie store a moment later: right after
 * the message, `document.cookie` can still lack the token (seen for ~100 ms in WebKitGTK).
 */
function tokenReadable(before: TokenThen | undefined): Promise<boolean> {
  const until = Date.now() + LOGIN_TOKEN_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      const token = authToken();
      if (token !== undefined && token !== before?.token) resolve(true);
      else if (Date.now() >= until) resolve(false);
      else setTimeout(check, LOGIN_TOKEN_POLL_MS);
    };
    check();
  });
}

/**
 * Gives `message` to the listeners; says whether one of them acted on it. A `back` is for what is
 * on top: the listeners are asked from the last one added (a dialog opened over a guide), and the
 * first that acts on it takes it. Anything else goes to every listener. One that throws is
 * reported and passed over.
 */
function deliver(message: InboundMessage): boolean {
  const back = message.type === 'back';
  const listeners = [...inbox().listeners];
  const order = back ? listeners.reverse() : listeners;
  for (const listener of order) {
    try {
      if (listener(message) === true && back) return true;
    } catch (error) {
      reportError(error);
    }
  }
  return false;
}

function onLetter({ data, origin, kept }: Letter): void {
  const message = acceptInbound(parsed(data), origin, allowedOrigins(getConfig().appMessageOrigins, location.origin));
  if (!message) return;
  const page = inbox();
  if (message.type === 'back') {
    // A press from before any widget code ran found nothing to close, and the app, unanswered, has
    // taken it as its own: an answer now would read as the answer to a later press.
    if (kept) return;
    // Answered every time: where nothing on the page closed, the back button is the app's (a step
    // back in the web view, or the web view closed).
    const handled = deliver(message);
    postToApp(message.id === undefined ? { type: 'back-result', handled } : { type: 'back-result', handled, id: message.id });
    return;
  }
  if (message.status !== 'success') {
    // A cancel while a success's token is still being read is that login's screen closing (an app
    // that says cancel whenever it closes), not its outcome: the success, once read, has the answer.
    if (readingAskedLogin()) return;
    page.asked = undefined;
    deliver(message);
    return;
  }
  // A success the page did not ask for (the app signed in on its own, or says it again) counts when
  // it brings a token other than the one the page's session was loaded for; one while another is
  // read (until that read has ended, past its deadline too) is that one again, and never overtakes it.
  const unasked = page.asked === undefined;
  if (unasked && (readingAppLogin() || page.latestRead)) return;
  const before = page.latestRead?.before ?? page.asked ?? { token: sessionToken() };
  page.asked = undefined;
  // A deadline, not a count: it ends by itself, whatever becomes of the read.
  page.readingUntil = Date.now() + LOGIN_TOKEN_WAIT_MS;
  page.readingAsked = !unasked;
  const read = { before };
  page.latestRead = read;
  // The app set the token cookie: who is signed in changed, and so do per-person flags. What follows
  // (the session, the lists, a claim that waited for the login) goes once the page can read it. A
  // success whose new token the page cannot read (set late, or `HttpOnly`) is, to the page, a login
  // that did not happen: its listeners hear `cancel`, and nothing is claimed without a token.
  void tokenReadable(before).then((signedIn) => {
    // Overtaken: the newer read reads the same cookie, and answers for both.
    if (read !== page.latestRead) return;
    page.latestRead = undefined;
    page.readingUntil = 0;
    // Unasked, with no new token: nothing changed, and nothing is loaded again (an app that repeats
    // its success would otherwise reload every list each time).
    if (unasked && !signedIn) return;
    refreshPage();
    deliver(signedIn ? message : { ...message, status: 'cancel' });
  });
}

/** Starts reading the app's messages (every element does, so a home-only page follows a login). */
export function startAppInbox(): void {
  const page = inbox();
  if (page.reading || typeof window === 'undefined') return;
  page.reading = true;
  readMailbox(onLetter);
}

/**
 * Calls `listener` with every accepted app message (a `back` only while none added after it acts
 * on it); returns the unsubscribe function. Subscribe once for as long as the thing that closes is
 * open: one subscribed again later counts as added later.
 */
export function onAppMessage(listener: Listener): () => void {
  startAppInbox();
  const { listeners } = inbox();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
