/**
 * The attribute `selection-widgets/server` marks what it wrote with: the element's tag (so the
 * loader keeps no room for it and starts no head start) and, inside its declarative shadow root,
 * the stylesheet and the inert block of answers the element takes before it hydrates. Beside the
 * marks, the one piece of state the loader and the chunks share about served elements
 * (`servedCodeAsked`).
 */
import { pageSlot } from './page-slot.ts';

export const SERVED_MARK = 'data-selection-served';

/**
 * The tags whose code the loader asked for with the served kit, a served element of the tag being
 * the first it found (loader/registry.ts `loadServedChunk`): a failure of either is the loader's to
 * show (its notice and retry), and the tag is defined once the kit is in (widgets/ui/define-element.tsx).
 * A page slot: the loader and the chunks share it.
 */
export const servedCodeAsked = (): Set<string> => pageSlot('servedCodeAsked', () => new Set<string>());

/**
 * On the element's own served stylesheet, which holds only the rules the served markup can use
 * (server/used-rules.ts): the element adopts its whole sheet when it is made, so this one is dropped,
 * not adopted, before the element hydrates. A part's served stylesheet (the review tab's) is whole.
 */
export const USED_RULES_MARK = 'data-selection-used-rules';

/** The root of a part hydrated apart (widgets/ui/hydrated-apart.ts says what that is). */
export const HYDRATED_APART = 'data-hydrated-apart';
