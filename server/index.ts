/**
 * `selection-widgets/server`: the elements rendered on a server (Node 20+, Deno, Bun, workers), their
 * first screen in the HTML, taken over by the elements in the browser. See docs/server-rendering.md.
 */
export { renderElement } from './render-element.tsx';
export type { RenderElement, RenderElementOptions, RenderedElement } from './types.ts';
