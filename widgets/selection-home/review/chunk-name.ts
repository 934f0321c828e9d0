/**
 * The name the review side's chunk (review tab and vote page) announces itself by as it runs, and
 * the home asks for it by (see `chunkArrived` in `ui/use-chunk.tsx`).
 */
export const REVIEW_SIDE = 'review-side';
