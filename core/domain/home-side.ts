/**
 * Which review side a URL opens the home on. A module of its own: the home's plan (in the frames
 * reader, which every page loads) needs this rule and not the URL parser beside it.
 */
import type { SelectionUrlState } from './selection-url.ts';

/** The review tab or the vote page: a part of the home whose code loads on demand. */
export type HomeSide = 'review-tab' | 'vote-page';

/**
 * The review side `url` opens the home on, where its template has one: the vote page (`path=vote`)
 * before the review tab (`tab=1`). A host that hints the page's code reads it too (preload.json's
 * `review-side`).
 */
export const sideOf = (url: Pick<SelectionUrlState, 'path' | 'tab'>): HomeSide | undefined =>
  url.path === 'vote' ? 'vote-page' : url.tab === 1 ? 'review-tab' : undefined;
