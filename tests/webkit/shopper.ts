/**
 * A shopper at the WebKit window: one WebdriverIO session (classic WebDriver) and locators that find
 * what a person sees — by role and name, by text, by CSS — through the widgets' open shadow roots.
 *
 * WebKitWebDriver's element click reports anything inside a shadow root as "click intercepted", so a
 * click is a real pointer press at the element's centre once it is in view, still and not covered;
 * typing is key actions after focusing by a click. Every expectation polls the page until it holds
 * (or times out with what it last saw); nothing waits a fixed time.
 */
import assert from 'node:assert/strict';
import { remote } from 'webdriverio';
import { PAGE_ERRORS_KEY, pageProbe, type ClickPoint, type Probe, type Step, type TextPattern } from './page-probe.ts';

/** How long an expectation waits for the page (the machines are shared: a loaded one is slow). */
export const TIMEOUT = Number(process.env.WEBKIT_EXPECT_TIMEOUT ?? 15_000);

type Text = string | RegExp;
const serial = (text: Text): TextPattern => (typeof text === 'string' ? text : { source: text.source, flags: text.flags });

/** WebDriver's key values for the keys the journeys press. */
export const Keys = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Control: '\uE009',
} as const;

export interface RoleOptions {
  name?: Text;
  exact?: boolean;
  pressed?: boolean;
  selected?: boolean;
  level?: number;
}

export class Locator {
  constructor(
    readonly shopper: Shopper,
    readonly steps: Step[],
    readonly description: string,
  ) {}

  private child(step: Step, description: string): Locator {
    return new Locator(this.shopper, [...this.steps, step], `${this.description} ${description}`);
  }

  locator(css: string): Locator {
    return this.child({ css }, css);
  }
  getByRole(role: string, options: RoleOptions = {}): Locator {
    const { name, ...rest } = options;
    return this.child({ role, ...rest, ...(name === undefined ? {} : { name: serial(name) }) }, `role=${role}[${name ?? ''}]`);
  }
  getByText(text: Text, { exact }: { exact?: boolean } = {}): Locator {
    return this.child({ text: serial(text), exact }, `text=${text}`);
  }
  getByLabel(label: Text, { exact }: { exact?: boolean } = {}): Locator {
    return this.child({ label: serial(label), exact }, `label=${label}`);
  }
  nth(index: number): Locator {
    return this.child({ nth: index }, `nth=${index}`);
  }
  first(): Locator {
    return this.nth(0);
  }
  last(): Locator {
    return this.nth(-1);
  }
  filter(options: { hasText?: Text; hasNotText?: Text; has?: Locator; hasNot?: Locator }): Locator {
    const step: Step = {};
    if (options.hasText !== undefined) step.hasText = serial(options.hasText);
    if (options.hasNotText !== undefined) step.hasNotText = serial(options.hasNotText);
    if (options.has) step.has = options.has.steps;
    if (options.hasNot) step.hasNot = options.hasNot.steps;
    return this.child(step, `filter(${JSON.stringify(options, (key, value) => (value instanceof Locator ? value.description : value))})`);
  }

  probe<T>(probe: Probe, argument?: string): Promise<T> {
    return this.shopper.evaluate(pageProbe, this.steps, probe, argument) as Promise<T>;
  }

  count = () => this.probe<number>('count');
  text = () => this.probe<string | null>('text');
  texts = () => this.probe<string[]>('texts');
  /** The accessible names of every match, as a screen reader reads them. */
  names = () => this.probe<string[]>('names');
  value = () => this.probe<string | null>('value');
  attribute = (name: string) => this.probe<string | null>('attribute', name);
  isVisible = () => this.probe<boolean>('visible');
  box = () => this.probe<{ x: number; y: number; width: number; height: number } | null>('box');

  /**
   * Waits until the element is visible and still (the same box on two polls in a row, and no
   * animation or transition running on it or what holds it: a sliding sheet or a slide in motion is
   * not pressed), scrolls it into view if it is not, and presses its centre with the pointer once
   * nothing covers it there.
   */
  async click(): Promise<void> {
    let last = '';
    const point = await this.shopper.until(
      async () => {
        const box = JSON.stringify(await this.box());
        const still = box !== 'null' && box === last;
        last = box;
        return still ? this.probe<ClickPoint | null>('clickPoint') : null;
      },
      () => `${this.description} to be clickable (visible, still, not moving and not covered; last box ${last})`,
    );
    await this.shopper.browser
      .action('pointer', { parameters: { pointerType: 'mouse' } })
      .move({ x: point.x, y: point.y, origin: 'viewport' })
      .down({ button: 0 })
      .up({ button: 0 })
      .perform();
  }

  /** Focuses by a click, selects whatever is typed already, and types `text` key by key. */
  async fill(text: string): Promise<void> {
    await this.click();
    await this.shopper.until(
      () => this.probe<boolean>('focused'),
      () => `${this.description} to be focused by the click`,
    );
    if (await this.value()) {
      await this.shopper.browser
        .action('key')
        .down(Keys.Control)
        .down('a')
        .up('a')
        .up(Keys.Control)
        .down(Keys.Backspace)
        .up(Keys.Backspace)
        .perform();
    }
    await this.shopper.type(text);
  }

  async press(key: string): Promise<void> {
    await this.shopper.until(
      () => this.probe<boolean>('focused'),
      () => `${this.description} to be focused before ${JSON.stringify(key)}`,
    );
    await this.shopper.press(key);
  }

  /** Turns the mouse wheel (or swipes a trackpad) over the element's centre by `deltaX`, `deltaY` pixels. */
  async wheel(deltaX: number, deltaY = 0): Promise<void> {
    await this.scrollIntoView();
    const box = await this.box();
    assert.ok(box, `${this.description} to wheel over`);
    await this.shopper.browser.performActions([
      {
        type: 'wheel',
        id: 'wheel',
        actions: [
          {
            type: 'scroll',
            x: Math.round(box.x + box.width / 2),
            y: Math.round(box.y + box.height / 2),
            deltaX,
            deltaY,
            origin: 'viewport',
          },
        ],
      },
    ]);
  }

  /** Scrolls the element to the middle of the view (as a person scrolls to it). */
  async scrollIntoView(): Promise<void> {
    await this.shopper.until(
      () => this.probe<boolean>('scrollIntoView'),
      () => `${this.description} to scroll into view`,
    );
  }

  // Expectations: each polls until it holds.
  async toHaveCount(count: number, timeout?: number): Promise<void> {
    await this.expectValue('count', (value) => value === count, `to have count ${count}`, undefined, timeout);
  }
  async toBeVisible(timeout?: number): Promise<void> {
    await this.expectValue('visible', (value) => value === true, 'to be visible', undefined, timeout);
  }
  async toBeHidden(timeout?: number): Promise<void> {
    await this.expectValue('visible', (value) => value === false, 'to be hidden', undefined, timeout);
  }
  async toBeInViewport(timeout?: number): Promise<void> {
    await this.expectValue('inViewport', (value) => value === true, 'to be in the viewport', undefined, timeout);
  }
  async toBeFocused(timeout?: number): Promise<void> {
    await this.expectValue('focused', (value) => value === true, 'to be focused', undefined, timeout);
  }
  async toBeChecked(checked = true): Promise<void> {
    await this.expectValue('checked', (value) => value === checked, checked ? 'to be checked' : 'not to be checked');
  }
  async toHaveText(text: Text, timeout?: number): Promise<void> {
    const want = serial(text);
    await this.expectValue(
      'text',
      (value) =>
        typeof value === 'string' &&
        (typeof want === 'string' ? value === want.replace(/\s+/g, ' ').trim() : new RegExp(want.source, want.flags).test(value)),
      `to have text ${text}`,
      undefined,
      timeout,
    );
  }
  async toContainText(text: string, timeout?: number): Promise<void> {
    await this.expectValue(
      'text',
      (value) => typeof value === 'string' && value.includes(text),
      `to contain text ${text}`,
      undefined,
      timeout,
    );
  }
  async notToContainText(text: string): Promise<void> {
    await this.expectValue('text', (value) => typeof value === 'string' && !value.includes(text), `not to contain text ${text}`);
  }
  async toHaveValue(value: string): Promise<void> {
    await this.expectValue('value', (seen) => seen === value, `to have value ${JSON.stringify(value)}`);
  }
  async toHaveAttribute(name: string, value: string | RegExp | null): Promise<void> {
    await this.expectValue(
      'attribute',
      (seen) => (value instanceof RegExp ? typeof seen === 'string' && value.test(seen) : seen === value),
      `to have ${name}=${value}`,
      name,
    );
  }
  async toHaveDescription(text: string): Promise<void> {
    await this.expectValue('description', (seen) => seen === text, `to be described as ${text}`);
  }

  private async expectValue(
    probe: Probe,
    ok: (value: unknown) => boolean,
    what: string,
    argument?: string,
    timeout?: number,
  ): Promise<void> {
    let seen: unknown;
    await this.shopper.until(
      async () => {
        seen = await this.probe(probe, argument);
        return ok(seen);
      },
      () => `${this.description} ${what} (last seen: ${JSON.stringify(seen)})`,
      timeout,
    );
  }
}

/** What a failure says where the browser session ended under it. */
export const SESSION_ENDED = "The browser session ended (WebKit's page crashed or hung)";

/**
 * Whether `error` says the session is gone: WebKitWebDriver ends it when its page crashes or hangs
 * ("session deleted because of page crash or hang"), and answers every command after that with
 * "invalid session id".
 */
export const sessionEnded = (error: unknown): boolean =>
  error instanceof Error && /invalid session id|session deleted because of page crash or hang/.test(error.message);

/** The person at the window: navigation, keys, the page's own state, the reference API beside it. */
export class Shopper {
  constructor(
    readonly browser: WebdriverIO.Browser,
    readonly base: string,
  ) {}

  /**
   * Opens a session. Every request to the driver, the one that opens it included, fails after
   * `requestTimeout` ms, and none is sent twice: a driver that does not answer is met by whoever
   * opened the session (a new driver), not waited on for two minutes per try.
   */
  static async open({
    port,
    capabilities,
    base,
    requestTimeout,
  }: {
    port: number;
    capabilities: WebdriverIO.Capabilities;
    base: string;
    requestTimeout: number;
  }): Promise<Shopper> {
    const browser = await remote({
      hostname: 'localhost',
      port,
      path: '/',
      logLevel: 'warn',
      capabilities,
      connectionRetryTimeout: requestTimeout,
      connectionRetryCount: 0,
    });
    return new Shopper(browser, base);
  }

  /** Runs `fn` in the page with `args` (JSON values). The build tool's name helper is stubbed: `fn` goes as source. */
  async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.browser.execute(
      `const __name = (f) => f;\nreturn (${fn.toString()}).apply(null, arguments);`,
      ...args,
    )) as Awaited<R>;
  }

  locator(css: string): Locator {
    return new Locator(this, [{ css }], css);
  }
  getByRole(role: string, options: RoleOptions = {}): Locator {
    return new Locator(this, [], 'page').getByRole(role, options);
  }
  getByText(text: Text, options: { exact?: boolean } = {}): Locator {
    return new Locator(this, [], 'page').getByText(text, options);
  }
  getByLabel(label: Text, options: { exact?: boolean } = {}): Locator {
    return new Locator(this, [], 'page').getByLabel(label, options);
  }

  /**
   * Polls `condition` until it gives a value, or fails with what `message` says it waited for. A
   * session that has ended (WebKit's page crashed or hung) fails it at once: no command of it can
   * succeed again, and polling it until the time is up hid the crash behind a timeout.
   */
  async until<T>(condition: () => Promise<T | null | false | undefined>, message: () => string, timeout = TIMEOUT): Promise<T> {
    let result: T | null | false | undefined;
    let ended: unknown;
    const started = Date.now();
    try {
      await this.browser.waitUntil(
        async () => {
          try {
            result = await condition();
          } catch (error) {
            if (!sessionEnded(error)) throw error;
            ended = error;
            return true;
          }
          return Boolean(result);
        },
        { timeout, interval: 50 },
      );
    } catch (error) {
      throw new Error(`Timed out after ${timeout} ms waiting for ${message()}`, { cause: error });
    }
    if (ended) throw new Error(`${SESSION_ENDED} while waiting for ${message()}`, { cause: ended });
    if (process.env.WEBKIT_DEBUG) console.log(`# ${Date.now() - started} ms: ${message()}`);
    return result as T;
  }

  async goto(path: string): Promise<void> {
    await this.browser.url(new URL(path, this.base).href);
  }
  async url(): Promise<URL> {
    return new URL(await this.browser.getUrl());
  }
  async back(): Promise<void> {
    await this.browser.back();
  }
  async reload(): Promise<void> {
    await this.browser.refresh();
  }
  async waitForUrl(test: (url: URL) => boolean, what: string): Promise<URL> {
    let seen = '';
    return this.until(
      async () => {
        const url = await this.url();
        seen = url.href;
        return test(url) ? url : null;
      },
      () => `the address ${what} (last: ${seen})`,
    );
  }
  /**
   * Sizes the window, and reads the view once `settled` says it has its new size: WebKitGTK may
   * answer before the window has been resized.
   */
  async setWindowSize(
    width: number,
    height: number,
    settled: (view: { width: number; height: number }) => boolean = () => true,
  ): Promise<{ width: number; height: number }> {
    await this.browser.setWindowSize(width, height);
    return this.until(
      async () => {
        const view = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        return settled(view) ? view : null;
      },
      () => `a view for a window ${width}×${height}`,
    );
  }

  /**
   * Types `text` as key presses, one code point each: WebKitWebDriver refuses a key of several code
   * points (a family emoji, a flag), so those arrive as their parts in a row and the field ends up
   * with the same text. Sent as the protocol's own actions: WebdriverIO's action builder refuses a
   * key longer than one UTF-16 unit (any emoji).
   */
  async type(text: string): Promise<void> {
    const actions = Array.from(text).flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.browser.performActions([{ type: 'key', id: 'keyboard', actions }]);
  }
  async press(key: string): Promise<void> {
    await this.browser.action('key').down(key).up(key).perform();
  }

  /** Uncaught errors and rejections the pages of this tab reported (see pageProbe). */
  async pageErrors(): Promise<string[]> {
    return this.evaluate((key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], PAGE_ERRORS_KEY);
  }

  async cookies(): Promise<{ name: string; value: string; expiry?: number }[]> {
    return (await this.browser.getCookies()) as { name: string; value: string; expiry?: number }[];
  }

  /** The reference API, called from the test as another client would (expectations come from it). */
  async api<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.base), {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(response.ok, `${path} answered ${response.status}`);
    return (await response.json()) as T;
  }
}
