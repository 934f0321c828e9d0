/**
 * How the loader marks an element whose code could not be loaded (loader/selection-widgets.ts,
 * `showLoadFailure`): the element carries `LOAD_FAILED`, and a notice with a retry, marked
 * `LOAD_NOTICE`, stands in front of it (on top of a served element's first screen, inside its shadow
 * root). A served element whose code came another way after all (the served kit loaded for another
 * element, or by the element itself) takes both away before it hydrates (widgets/ui/served-render.ts).
 */
export const LOAD_FAILED = 'data-selection-load-failed';
export const LOAD_NOTICE = 'data-selection-widgets-notice';

/** Takes the loader's failure away from `element`: its mark, and its notice (in its shadow root, or in it). */
export function clearLoadFailure(element: Element): void {
  element.removeAttribute(LOAD_FAILED);
  for (const child of [...(element.shadowRoot ?? element).children]) if (child.hasAttribute(LOAD_NOTICE)) child.remove();
}
