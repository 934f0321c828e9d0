/** Helpers for browser tests: real elements, the reference API on the same origin, polling waits. */
// React's own scheduler, the one react-dom uses (one copy in each test bundle).
import { guidesDoneOnPage } from '../../core/guide-memory.ts';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { requestUrl, stableJson, type RequestSpec } from '../../core/http/request-spec.ts';
import { refreshSession } from '../../core/stores/session.ts';

export type ScenarioKey =
  'japan-food' | 'outlet' | 'sneakers' | 'no-frames' | 'no-template-name' | 'unknown-template' | 'small3-node' | 'malformed' | 'picks-only';

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

/** Adds an element to the page (at the end of `parent`); `cleanup()` removes everything mounted. */
export function mount<K extends keyof HTMLElementTagNameMap | string>(
  tag: K,
  attributes: Record<string, string> = {},
  parent: Element = document.body,
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  mounted.push(element);
  return element;
}

export function cleanup(): void {
  for (const element of mounted.splice(0)) element.remove();
}

/** Polls `check` until it gives a value; `message` names what was awaited (a function: read when the wait fails, to say where things stood). */
export async function waitFor<T>(
  check: () => T | undefined | null | false,
  { timeout = 5000, message = 'condition' }: { timeout?: number; message?: string | (() => string) } = {},
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeout)
      throw new Error(`timed out waiting for ${typeof message === 'function' ? message() : message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls an async check (a server read) until it holds; `message` names what was awaited. */
export async function eventually(check: () => Promise<boolean>, message: string, timeout = 5000): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeout) throw new Error(`timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const shadow = (element: Element): ShadowRoot => {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
};

export const textOf = (element: Element): string => shadow(element).textContent ?? '';

export function waitForText(element: Element, text: string, timeout = 5000): Promise<string> {
  // Before its code arrives an element has no shadow root yet: nothing to read.
  const read = () => element.shadowRoot?.textContent ?? '';
  return waitFor(() => (read().includes(text) ? read() : undefined), { timeout, message: `"${text}" in <${element.localName}>` });
}

// Image-heavy pages fill the default buffer of 250 entries quickly.
performance.setResourceTimingBufferSize(100_000);

/** How many requests this page made whose URL contains `part` (fetches are resource entries). */
export function requestCount(part: string): number {
  return performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).length;
}

/**
 * `requestCount(part)` once it has reached `count`: a request's resource entry may be added after
 * the page has drawn its answer (seen in Firefox ESR under load), so the count is waited for, then
 * read (more than `count` is a request too many).
 */
export async function requestsMade(part: string, count: number): Promise<number> {
  await waitFor(() => requestCount(part) >= count, { message: () => `${count} requests to ${part} (${requestCount(part)})` });
  return requestCount(part);
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
  // As after a sign-in on another page: the page reads the new cookie (WebKit may show it a moment late).
  const token = user.auth.access_token;
  await waitFor(() => document.cookie.split('; ').includes(`access_token=${token}`), { message: 'the sign-in cookie' });
  clearQueryCache();
  await refreshSession();
  return { token, userId: user.userId };
}

export async function logout(): Promise<void> {
  clearCookies();
  clearQueryCache();
  await refreshSession();
}

/**
 * As a new session on this page: session storage, and the page's own memory of the guides closed
 * or completed (core/guide-memory.ts), are forgotten.
 */
export function newSession(): void {
  sessionStorage.clear();
  guidesDoneOnPage().clear();
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

/** A dialog's main answer (OK, or the action it asks for): its last button, the one Enter presses. */
export const dialogAnswer = (dialog: Element): HTMLButtonElement | undefined => allByRole<HTMLButtonElement>(dialog, 'button').at(-1);

/** Waits for the dialog, returns its message (its name), and presses OK (or Cancel). */
export async function answerDialog(element: Element, choice: 'ok' | 'cancel' = 'ok'): Promise<string> {
  const dialog = await waitFor(() => openDialog(element), { message: 'a dialog' });
  const text = nameOf(dialog);
  const button = choice === 'ok' ? dialogAnswer(dialog) : allByRole<HTMLButtonElement>(dialog, 'button')[0];
  button?.click();
  await waitFor(() => !openDialog(element), { message: 'the dialog to close' });
  return text;
}

export const toasts = (element: Element): string[] =>
  Array.from(shadow(element).querySelectorAll('[part="toast"]'), (toast) => toast.textContent ?? '');

/** A request as it leaves: method, absolute URL and body (its keys in any order). */
export function wireIdentity(method: string, url: string, body: string | undefined): string {
  return `${method.toUpperCase()} ${url} ${body ? stableJson(JSON.parse(body)) : ''}`;
}

/** The wire identity of the request `spec` describes. */
export const wireIdentityOf = (spec: RequestSpec): string =>
  wireIdentity(spec.method ?? 'GET', requestUrl(spec), spec.body ? JSON.stringify(spec.body) : undefined);

/**
 * Records the URL of every fetch sent from now on, at the moment it is sent (resource timing
 * entries land after the response and can be missed or counted late). `idle()` resolves once every
 * recorded fetch has been answered in full and a round of tasks after that sent nothing new: the
 * moment a negative count ("asked once, not twice") means something. `stop()` restores fetch.
 */
export function recordFetches(): {
  sent: string[];
  calls: string[];
  count: (part: string) => number;
  idle: () => Promise<void>;
  stop: () => void;
} {
  const sent: string[] = [];
  /** Each call's identity on the wire (method, URL, body), as `wireIdentity` writes it. */
  const calls: string[] = [];
  const answered: Promise<unknown>[] = [];
  const send = window.fetch;
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    sent.push(url);
    calls.push(
      wireIdentity(init?.method ?? 'GET', new URL(url, location.href).href, typeof init?.body === 'string' ? init.body : undefined),
    );
    const response = send(input, init);
    // The whole body, read from a copy: the caller still reads its own.
    answered.push(response.then((answer) => answer.clone().arrayBuffer()).catch(() => undefined));
    return response;
  };
  const idle = async (): Promise<void> => {
    for (let seen = -1; seen !== sent.length;) {
      seen = sent.length;
      await Promise.all(answered);
      // What an answer sets off (parsing, a render, its effects) runs in the tasks that follow;
      // what the render's observers report (a row's end in view loading on) comes after a frame.
      for (let round = 0; round < 3; round += 1) await nextTask();
      await afterNextFrame();
      // A render React does in slices (a transition drawing a section whole) may still be going on
      // and ask for more when it ends.
      await idleTask();
    }
  };
  return { sent, calls, count: (part) => sent.filter((url) => url.includes(part)).length, idle, stop: () => void (window.fetch = send) };
}

/**
 * Holds every call sent from now on whose URL or body `matches` until `release()`: each is then sent
 * (or, given a status, answered with it, as a server that failed would), and so is any such call
 * after that. `othersAnswered()` resolves once every other call sent so far has been answered in
 * full. `stop()` restores fetch.
 */
export function holdFetches(matches: (url: string, body: string | undefined) => boolean): {
  held: () => number;
  release: (status?: number) => void;
  othersAnswered: () => Promise<void>;
  stop: () => void;
} {
  const send = window.fetch;
  let release: (status?: number) => void = () => undefined;
  const released = new Promise<number | undefined>((resolve) => (release = resolve));
  const others: Promise<unknown>[] = [];
  let held = 0;
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (matches(url, typeof init?.body === 'string' ? init.body : undefined)) {
      held += 1;
      return released.then((status) =>
        status === undefined ? send(input, init) : new Response('{}', { status, headers: { 'content-type': 'application/json' } }),
      );
    }
    const response = send(input, init);
    others.push(response.then((answer) => answer.clone().arrayBuffer()).catch(() => undefined));
    return response;
  };
  return {
    held: () => held,
    release: (status) => release(status),
    othersAnswered: async () => void (await Promise.all(others)),
    stop: () => void (window.fetch = send),
  };
}

/**
 * Sends every call from now on whose URL and method `matches`, and loses its answer on the way back
 * (the server has the call; the page sees a network failure), until `stop()`.
 */
export function loseAnswers(matches: (url: URL, method: string) => boolean): { stop: () => void } {
  const send = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const answer = await send(input, init);
    if (matches(url, init?.method ?? 'GET')) throw new TypeError('Failed to fetch');
    return answer;
  };
  return { stop: () => void (window.fetch = send) };
}

/** The longest wait for the browser's own idle period. */
const IDLE_WAIT_MS = 1000;

/**
 * Resolves once React's scheduler has nothing left to run (a callback at its idle priority comes
 * after every render slice it has queued, in every engine), and then, where the browser has
 * `requestIdleCallback` (not in Safari or WebKitGTK), once the browser itself has nothing left to
 * run, or after `IDLE_WAIT_MS`.
 */
async function idleTask(): Promise<void> {
  await new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve()));
  // Bounded: Chromium sometimes gives a test page no idle period for about 20 s (seen in CI: an
  // idle callback asked for with nothing left to run came 19.4 s later), past a test's time limit.
  if ('requestIdleCallback' in window) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: IDLE_WAIT_MS }));
}

/**
 * Resolves when the next scroll of `element` (one that has not begun yet, or is under way) has
 * come to rest: at its `scrollend` event, or in an engine without one (WebKit) once a scroll event
 * has come and the position has then stayed the same over two frames. `document`: the page's.
 */
export function nextScrollEnd(element: Element | Document, { timeout = 5000, message = 'a scroll to end' } = {}): Promise<void> {
  const box = element instanceof Document ? element.scrollingElement! : element;
  return new Promise((resolve, reject) => {
    let watching = false;
    const finish = (error?: Error) => {
      clearTimeout(timer);
      element.removeEventListener('scrollend', onEnd);
      element.removeEventListener('scroll', onScroll);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`timed out waiting for ${message}`)), timeout);
    const onEnd = () => finish();
    const onScroll = () => {
      if (watching) return;
      watching = true;
      let last = `${box.scrollLeft},${box.scrollTop}`;
      let still = 0;
      const frame = () => {
        const now = `${box.scrollLeft},${box.scrollTop}`;
        still = now === last ? still + 1 : 0;
        last = now;
        if (still >= 2) finish();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    if ('onscrollend' in window) element.addEventListener('scrollend', onEnd);
    else element.addEventListener('scroll', onScroll);
  });
}

/** Reads `read()` in every frame drawn from now on, until `stop()`, which gives what was read (undefined left out). */
export function everyFrame<T>(read: () => T | undefined): { stop: () => T[] } {
  const seen: T[] = [];
  let going = true;
  const frame = () => {
    const value = read();
    if (value !== undefined) seen.push(value);
    if (going) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return {
    stop: () => {
      going = false;
      return seen;
    },
  };
}

/** Resolves once the next frame has been drawn and the observers it notified have run. */
export async function afterNextFrame(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  await nextTask();
}

/** Whether the browser renders `element`: false inside an ancestor whose `content-visibility: auto` skips its contents. */
export const rendered = (element: Element | null | undefined): boolean =>
  element?.checkVisibility({ contentVisibilityAuto: true }) ?? false;

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

const IMPLICIT_ROLES: Record<string, (element: Element) => string | undefined> = {
  a: (element) => (element.hasAttribute('href') ? 'link' : undefined),
  article: () => 'article',
  button: () => 'button',
  img: (element) => (element.getAttribute('alt') === '' ? 'presentation' : 'img'),
  li: () => 'listitem',
  ul: () => 'list',
  dialog: () => 'dialog',
  nav: () => 'navigation',
  select: () => 'combobox',
  section: (element) => (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : undefined),
  input: (element) => ({ search: 'searchbox', checkbox: 'checkbox', text: 'textbox' })[(element as HTMLInputElement).type],
  h1: () => 'heading',
  h2: () => 'heading',
  h3: () => 'heading',
};

/** An element's role: its `role` attribute, else the one its tag implies (the few our widgets use). */
export function roleOf(element: Element): string | undefined {
  return element.getAttribute('role') ?? IMPLICIT_ROLES[element.localName]?.(element);
}

/** A label's own text, without the controls inside it (a select's options are not its name). */
function labelText(label: HTMLLabelElement): string {
  const copy = label.cloneNode(true) as HTMLLabelElement;
  for (const control of copy.querySelectorAll('select, input, textarea, button')) control.remove();
  return copy.textContent ?? '';
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The accessible name as our widgets give it: aria-label, aria-labelledby, a label, or the text. */
export function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return squash(label);
  const root = element.getRootNode() as Document | ShadowRoot;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => root.getElementById(id)?.textContent)
        .join(' '),
    );
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) return squash(Array.from(labels, (entry) => labelText(entry)).join(' '));
  return squash(element.textContent);
}

/**
 * Every element inside `scope` (an element's shadow root when it has one) with `role`, and with
 * `name` when given (exact text, or a pattern), the way a person using a screen reader finds it.
 */
export function allByRole<T extends HTMLElement = HTMLElement>(scope: Element | ShadowRoot, role: string, name?: string | RegExp): T[] {
  const root = scope instanceof Element && scope.shadowRoot ? scope.shadowRoot : scope;
  return Array.from(root.querySelectorAll<T>('*')).filter((element) => {
    if (roleOf(element) !== role) return false;
    if (name === undefined) return true;
    const actual = nameOf(element);
    return typeof name === 'string' ? actual === name : name.test(actual);
  });
}

/** The first element `allByRole` finds, or null. */
export const byRole = <T extends HTMLElement = HTMLElement>(scope: Element | ShadowRoot, role: string, name?: string | RegExp): T | null =>
  allByRole<T>(scope, role, name)[0] ?? null;

/**
 * Clicks `target` as a mouse would, with `init`'s modifier keys, and says whether the widget left
 * the click to the browser (to follow the link, open a tab…). The browser is then stopped from
 * acting on it, so the test page stays where it is.
 */
export function clickLeftToBrowser(target: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const look = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  // On the document, in the bubbling phase: after the widget's own handlers.
  document.addEventListener('click', look);
  try {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
  } finally {
    document.removeEventListener('click', look);
  }
  return left;
}

/** The modifier keys (and the middle button) with which a link click belongs to the browser. */
export const BROWSER_CLICKS: MouseEventInit[] = [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }];

/** What a person reads as a product card's price: the amount its link ends with ("12,900원" → 12900). */
export function priceOf(card: Element): number {
  const link = byRole(card, 'link');
  const texts: string[] = [];
  const walker = document.createTreeWalker(link ?? card, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent.trim());
  const won = /^([\d,]+)원$/.exec(texts.at(-1) ?? '');
  if (!link || !won?.[1]) throw new Error(`no price in the card ${nameOf(card)}`);
  return Number(won[1].replace(/,/g, ''));
}

/** A list's end, where its next page is asked for (a status, which says it loads while it does). */
export const listEnd = (scope: Element | ShadowRoot): HTMLElement | undefined =>
  allByRole(scope, 'status')
    .filter((status) => status.dataset.state === 'more')
    .at(-1);

/**
 * What a windowed list has drawn as it is paged through: `see()` reads the items drawn now (`items()`,
 * named by `idOf`), throws if one is drawn twice at once (a page leaves out what a page above it
 * shows), keeps what `valueOf` reads of each new one as it is first drawn (the item itself unless
 * given), and answers how many were seen in all. `seen` holds them in the order first drawn: a page
 * far above may be set aside meanwhile, its items gone.
 */
export function drawnItems<V = HTMLElement>(
  items: () => readonly HTMLElement[],
  idOf: (item: HTMLElement) => string,
  valueOf: (item: HTMLElement) => V = (item) => item as V,
) {
  const seen = new Map<string, V>();
  const see = (): number => {
    const drawn = new Set<string>();
    for (const item of items()) {
      const id = idOf(item);
      if (drawn.has(id)) throw new Error(`${id} drawn twice at once`);
      drawn.add(id);
      if (!seen.has(id)) seen.set(id, valueOf(item));
    }
    return seen.size;
  };
  return { seen, see };
}

/** Whether `scope` holds an element whose whole text is `text`, as a person reads it there (a comment, a name). */
export const showsText = (scope: Element, text: string): boolean =>
  Array.from(scope.querySelectorAll('*')).some((element) => squash(element.textContent) === text);

/** A host's box its page scrolls in (an app shell's content), below a 60 px bar; the caller removes it. */
export function hostScrollingBox(height = 600): HTMLElement {
  const box = document.body.appendChild(document.createElement('div'));
  box.style.cssText = `margin-top: 60px; height: ${height}px; overflow-y: auto`;
  return box;
}

/** An app shell whose body scrolls (the root clips); `remove` puts the page's own styles back. */
export function appShellBody(): { body: HTMLElement; remove: () => void } {
  const { body, documentElement: root } = document;
  const [rootStyle, bodyStyle] = [root.style.cssText, body.style.cssText];
  root.style.cssText = 'height: 100%; overflow: hidden';
  body.style.cssText = 'height: 100%; margin: 0; overflow-y: auto';
  const remove = () => {
    body.scrollTop = 0;
    root.style.cssText = rootStyle;
    body.style.cssText = bodyStyle;
  };
  return { body, remove };
}

/** An `rgb()`/`rgba()` colour as its channels and alpha. */
function rgbOf(colour: string): [number, number, number, number] {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

/** WCAG's relative luminance of an opaque colour. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel = 0) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of `colour` (a computed `rgb()`/`rgba()`, its alpha times `opacity`) drawn over the opaque `background`. */
export function contrastOver(colour: string, background: readonly number[], opacity = 1): number {
  const [r, g, b, a] = rgbOf(colour);
  const alpha = a * opacity;
  const drawn = [r, g, b].map((channel, index) => channel * alpha + (background[index] ?? 255) * (1 - alpha));
  const [light, dark] = [luminance(drawn), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The worst, over every grey a picture may have behind it, of the best contrast among a focus ring's
 * tones (its outline, its border and its box-shadows, as computed in `style`): a ring drawn over
 * pictures stands out from any of them (WCAG 1.4.11: 3:1) when one of its tones does.
 */
export function ringOverAnyPicture(style: CSSStyleDeclaration): { worst: number; tones: string[]; grey: number } {
  const tones = [
    ...(style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? [style.outlineColor] : []),
    ...(style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0 ? [style.borderTopColor] : []),
    ...(style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []),
  ];
  let found = { worst: Infinity, tones, grey: 0 };
  for (let grey = 0; grey <= 255; grey += 5) {
    const best = Math.max(0, ...tones.map((tone) => contrastOver(tone, [grey, grey, grey])));
    if (best < found.worst) found = { worst: best, tones, grey };
  }
  return found;
}

/**
 * The WCAG contrast ratio of `element`'s text (of its `pseudo`, such as `::placeholder`) against the
 * first background behind it that is not transparent (white where none is), the text's alpha blended.
 */
export function textContrast(element: Element, pseudo?: string): number {
  let background = [255, 255, 255];
  for (let node: Element | null = element; node; node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null) {
    const found = rgbOf(getComputedStyle(node).backgroundColor);
    if (found[3] > 0) {
      background = found.slice(0, 3);
      break;
    }
  }
  const style = getComputedStyle(element, pseudo);
  return contrastOver(style.color, background, pseudo ? Number(style.opacity || 1) : 1);
}
