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

/**
 * The attribute that marks the root of a part a server's render holds in a Suspense boundary of its
 * own (the review side): React hydrates it after the element's first commit (once its code is in,
 * when that comes later), and drops an event on its nodes until then. What is tapped or chosen on
 * it until then is held too, and the part tells it once it has hydrated
 * (widgets/ui/hydrated-apart.ts, widgets/ui/early-taps.ts).
 */
export const HYDRATED_APART = 'data-hydrated-apart';
