/**
 * The attribute `selection-widgets/server` marks what it wrote with: the element's tag (so the
 * loader keeps no room for it and starts no head start) and, inside its declarative shadow root,
 * the stylesheet and the inert block of answers the element takes before it hydrates.
 */
export const SERVED_MARK = 'data-selection-served';

/**
 * On the element's own served stylesheet, which holds only the rules the served markup can use
 * (server/used-rules.ts): the element adopts its whole sheet when it is made, so this one is dropped,
 * not adopted, before the element hydrates. A part's served stylesheet (the review tab's) is whole.
 */
export const USED_RULES_MARK = 'data-selection-used-rules';
