/** Opening `<selection-home>` in browser tests, and reading what it shows. */
import { atUrl, cleanup, mount, scenarioId, waitFor, type ScenarioKey } from './helpers.ts';
import '../../loader/selection-widgets.ts';

// The test page stays where it is: a widget's navigation is announced, then cancelled here.
document.addEventListener('selection-navigate', (event) => event.preventDefault());

/** A `describe` of home tests: after each, the elements are removed and the URL cleared. */
export function describeHome(title: string, tests: () => void): void {
  describe(title, () => {
    afterEach(() => {
      cleanup();
      atUrl('');
    });
    tests();
  });
}

export const $ = <T extends Element = HTMLElement>(element: Element, selector: string): T | null =>
  element.shadowRoot?.querySelector<T>(selector) ?? null;
export const $$ = <T extends Element = HTMLElement>(element: Element, selector: string): T[] =>
  Array.from(element.shadowRoot?.querySelectorAll<T>(selector) ?? []);

/** The item ids of the product cards in `scope` (the product grid by default), in order. */
export const cardIds = (element: Element, scope = '[part="product-grid"]'): (string | null)[] =>
  $$(element, `${scope} [data-item-id]`).map((card) => card.getAttribute('data-item-id'));

export const params = (): URLSearchParams => new URLSearchParams(location.search);

/** A call to the reference API, for the expectations (GET, or POST with `body`). */
export async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    path,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined,
  );
  return (await response.json()) as T;
}

/** Mounts the home of `key` at `search`, by default once its first products are shown. */
export async function openHome(
  key: ScenarioKey,
  search = '',
  { waitForProducts = true, parent }: { waitForProducts?: boolean; parent?: HTMLElement } = {},
): Promise<HTMLElement> {
  atUrl(search);
  const element = mount('selection-home', { 'large-id': await scenarioId(key) }, parent);
  if (waitForProducts) await waitFor(() => cardIds(element).length > 0, { message: 'first products' });
  return element;
}

/** Types into a React-controlled input as a person would: the value, then an input event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Picks `value` in a select as a person would. */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
