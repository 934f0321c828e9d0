/** Helpers for browser tests: real elements, the reference API on the same origin, polling waits. */
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { refreshSession } from '../../core/stores/session.ts';

export type ScenarioKey = 'japan-food' | 'outlet' | 'sneakers' | 'no-frames' | 'no-template-name' | 'unknown-template' | 'small3-node' | 'malformed';

let scenarioCache: Record<ScenarioKey, string> | undefined;

export async function scenarioId(key: ScenarioKey): Promise<string> {
  scenarioCache ??= (await (await fetch('/api/mock/selection/scenarios')).json()) as Record<ScenarioKey, string>;
  const id = scenarioCache[key];
  if (!id) throw new Error(`no scenario ${key}`);
  return id;
}

export async function resetApi(): Promise<void> {
  await fetch('/api/mock/selection/reset', { method: 'POST' });
}

const mounted: Element[] = [];

/** Adds an element to the page; `cleanup()` removes everything mounted. */
export function mount<K extends keyof HTMLElementTagNameMap | string>(tag: K, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  mounted.push(element);
  return element;
}

export function cleanup(): void {
  for (const element of mounted.splice(0)) element.remove();
}

export async function waitFor<T>(check: () => T | undefined | null | false, { timeout = 5000, message = 'condition' } = {}): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeout) throw new Error(`timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const shadow = (element: Element): ShadowRoot => {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
};

export const textOf = (element: Element): string => shadow(element).textContent ?? '';

export function waitForText(element: Element, text: string, timeout = 5000): Promise<string> {
  return waitFor(() => (textOf(element).includes(text) ? textOf(element) : undefined), { timeout, message: `"${text}" in <${element.localName}>` });
}

// Image-heavy pages fill the default buffer of 250 entries quickly.
performance.setResourceTimingBufferSize(100_000);

/** How many requests this page made whose URL contains `part` (fetches are resource entries). */
export function requestCount(part: string): number {
  return performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).length;
}

/**
 * Records every `name` event in `into` and cancels it, so a test page stays where it is when an
 * element asks to navigate or to log in.
 */
export function holdEvents<K extends 'selection-navigate' | 'selection-login-required'>(name: K, into: CustomEvent[]): void {
  document.addEventListener(name, (event) => {
    into.push(event);
    event.preventDefault();
  });
}

export const DEMO_PASSWORD = 'selection1234';

/** Signs in as a demo user through the reference API, which sets the token cookie for this page. */
export async function loginAs(email: string): Promise<{ token: string; userId: string }> {
  const response = await fetch('/api_base/auth/app/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const { user } = (await response.json()) as { user: { userId: string; auth: { access_token: string } } };
  clearQueryCache();
  await refreshSession();
  return { token: user.auth.access_token, userId: user.userId };
}

export async function logout(): Promise<void> {
  clearCookies();
  clearQueryCache();
  await refreshSession();
}

export function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/** Sets the page URL before an element mounts (or while it is mounted: it follows popstate). */
export function atUrl(search: string): void {
  history.replaceState(null, '', `${location.pathname}${search}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The element's open feedback dialog, if any. */
export function openDialog(element: Element): HTMLDialogElement | null {
  const dialog = shadow(element).querySelector<HTMLDialogElement>('dialog[part="dialog"]');
  return dialog?.open ? dialog : null;
}

/** Waits for the dialog, returns its message, and presses OK (or Cancel). */
export async function answerDialog(element: Element, choice: 'ok' | 'cancel' = 'ok'): Promise<string> {
  const dialog = await waitFor(() => openDialog(element), { message: 'a dialog' });
  const text = dialog.querySelector('.dialog__message')?.textContent ?? '';
  const buttons = dialog.querySelectorAll<HTMLButtonElement>('.dialog__actions button');
  const button = choice === 'ok' ? buttons[buttons.length - 1] : buttons[0];
  button?.click();
  await waitFor(() => !openDialog(element), { message: 'the dialog to close' });
  return text;
}

export const toasts = (element: Element): string[] =>
  Array.from(shadow(element).querySelectorAll('[part="toast"]'), (toast) => toast.textContent ?? '');

/**
 * Records the URL of every fetch sent from now on, at the moment it is sent (resource timing
 * entries land after the response and can be missed or counted late). `idle()` resolves once every
 * recorded fetch has been answered in full and a round of tasks after that sent nothing new: the
 * moment a negative count ("asked once, not twice") means something. `stop()` restores fetch.
 */
export function recordFetches(): { sent: string[]; count: (part: string) => number; idle: () => Promise<void>; stop: () => void } {
  const sent: string[] = [];
  const answered: Promise<unknown>[] = [];
  const send = window.fetch;
  window.fetch = (input, init) => {
    sent.push(input instanceof Request ? input.url : String(input));
    const response = send(input, init);
    // The whole body, read from a copy: the caller still reads its own.
    answered.push(response.then((answer) => answer.clone().arrayBuffer()).catch(() => undefined));
    return response;
  };
  const idle = async (): Promise<void> => {
    for (let seen = -1; seen !== sent.length; ) {
      seen = sent.length;
      await Promise.all(answered);
      // What an answer sets off (parsing, a render, its effects) runs in the tasks that follow.
      for (let round = 0; round < 3; round += 1) await nextTask();
    }
  };
  return { sent, count: (part) => sent.filter((url) => url.includes(part)).length, idle, stop: () => void (window.fetch = send) };
}

/**
 * Resolves after the current task and every microtask it queued have run: the moment a handler's
 * promise chain (an async submit, a login hand-off) has done whatever it was going to do without
 * waiting for the network. Not a delay: a message posted to ourselves arrives as the next task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
