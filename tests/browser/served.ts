/**
 * An element as `selection-widgets/server` renders it (the dev server's `/__served/<tag>`,
 * tests/tools/wtr-served.mjs), put into the page as HTML for a browser test of its hydration.
 */
import { scenarioId } from './helpers.ts';

/**
 * `tag` as the server renders it for a scenario's selection, at the page's URL state, put into a box
 * in the page as HTML (`width` wide): as a page's parser would, the template becomes the element's
 * shadow root. `edit` changes the server's HTML first.
 */
export async function putServed(
  tag: string,
  scenario: Parameters<typeof scenarioId>[0],
  { width, edit = (served) => served }: { width?: number; edit?: (html: string) => string } = {},
): Promise<{ html: string; box: HTMLElement; root: ShadowRoot }> {
  const html = edit(await (await fetch(`/__served/${tag}?large-id=${await scenarioId(scenario)}`)).text());
  const box = document.createElement('div');
  // A phone's width, say, from the first layout on (the box is laid out with the HTML in it).
  if (width !== undefined) box.style.width = `${width}px`;
  document.body.append(box);
  box.setHTMLUnsafe(html);
  const root = box.querySelector(tag)?.shadowRoot;
  if (!root) {
    box.remove();
    throw new Error('no declarative shadow root: this engine did not parse the server render');
  }
  return { html, box, root };
}
