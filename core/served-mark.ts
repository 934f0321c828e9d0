/**
 * The attribute `selection-widgets/server` marks what it wrote with: the element's tag (so the
 * loader keeps no room for it and starts no head start) and, inside its declarative shadow root,
 * the stylesheet and the inert block of answers the element takes before it hydrates.
 */
export const SERVED_MARK = 'data-selection-served';
