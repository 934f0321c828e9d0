/**
 * The on/off changes made on this page — an item's like (찜), a vote, a review request's like — laid
 * over whatever the cached lists say, in one map keyed by the change's own key (`like:<itemId>`,
 * `vote:<voteId>`, `request-like:<requestId>`). A toggle writes one key, not every cached response
 * that shows the entity; each view listens to its own key (`useStore(toggles(), { keys })`), so a like
 * costs the same on a list of 21 or of 210. Cleared when the signed-in person changes: the lists
 * load again with their flags. One map per page (see page-slot.ts): a server renders each page with
 * its own.
 */
import { map, type MapStore } from 'nanostores';
import { onQueriesReset } from '../cache/query-cache.ts';
import { pageSlot } from '../page-slot.ts';

/** What a toggle shows: on or off, and the count beside it. */
export interface Toggle {
  on: boolean;
  count: number;
}

const slot = () =>
  pageSlot('toggles', () => {
    const page = { $toggles: map<Record<string, Toggle | undefined>>({}), clears: 0 };
    onQueriesReset(() => {
      page.clears += 1;
      page.$toggles.set({});
    });
    return page;
  });

/** The page's toggles, as a store (key → what is shown). */
export const toggles = (): MapStore<Record<string, Toggle | undefined>> => slot().$toggles;

/**
 * How many times the signed-in person has changed on this page (the toggles cleared): a change begun
 * before the latest one was the earlier person's, and its answer no longer writes here.
 */
export const personChanges = (): number => slot().clears;

export const likeKey = (itemId: string): string => `like:${itemId}`;
export const voteKey = (voteId: string): string => `vote:${voteId}`;
export const requestLikeKey = (requestId: string): string => `request-like:${requestId}`;

/** The toggle `key` as shown: this page's change if any, else `base` (what a list says). */
export const shownToggle = (key: string, base: Toggle): Toggle => toggles().get()[key] ?? base;

export function setToggle(key: string, toggle: Toggle | undefined): void {
  toggles().setKey(key, toggle && { on: toggle.on, count: toggle.count });
}

export function clearToggles(): void {
  toggles().set({});
}
