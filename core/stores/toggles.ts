/**
 * The on/off changes made on this page — an item's like (찜), a vote, a review request's like — laid
 * over whatever the cached lists say, in one map keyed by the change's own key (`like:<itemId>`,
 * `vote:<voteId>`, `request-like:<requestId>`). A toggle writes one key, not every cached response
 * that shows the entity; each view listens to its own key (`useStore(toggles(), { keys })`), so a like
 * costs the same on a list of 21 or of 210. A list loaded again once the server has the change
 * shows its own count (`shownOf`). Cleared when the signed-in person changes: the lists load again
 * with their flags. One map per page (see page-slot.ts): a server renders each page with
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

/** This page's change of a toggle: what it shows, and what the list said as it was made (`from`). */
export interface Change extends Toggle {
  from: Toggle;
}

const slot = () =>
  pageSlot('toggles', () => {
    const page = { $toggles: map<Record<string, Change | undefined>>({}), clears: 0 };
    onQueriesReset(() => {
      page.clears += 1;
      page.$toggles.set({});
    });
    return page;
  });

/** The page's toggles, as a store (key → what is shown). */
export const toggles = (): MapStore<Record<string, Change | undefined>> => slot().$toggles;

/**
 * How many times the signed-in person has changed on this page (the toggles cleared): a change begun
 * before the latest one was the earlier person's, and its answer no longer writes here.
 */
export const personChanges = (): number => slot().clears;

export const likeKey = (itemId: string): string => `like:${itemId}`;
export const voteKey = (voteId: string): string => `vote:${voteId}`;
export const requestLikeKey = (requestId: string): string => `request-like:${requestId}`;

/** A count after turning something on (+1) or off (−1), never below 0. */
export const countAfter = (count: number, on: boolean): number => Math.max(0, count + (on ? 1 : -1));

const same = (one: Toggle, other: Toggle): boolean => one.on === other.on && one.count === other.count;

/**
 * What the toggle shows over a list saying `base`, with this page's `change`:
 * - the change, where the list still says what it said when the change was made (`from`);
 * - the list, where it says the change is in (loaded again since: its count is the server's, the
 *   change and others' with it);
 * - else the change over the list's count (a list loaded before the server had the change, or
 *   another section loaded at another moment): every list shows it, each with its own count.
 */
export function shownOf(change: Change | undefined, base: Toggle): Toggle {
  if (!change) return base;
  if (same(change.from, base)) return change;
  return base.on === change.on ? base : { on: change.on, count: countAfter(base.count, change.on) };
}

/** The toggle `key` as shown over a list saying `base` (`shownOf`). */
export const shownToggle = (key: string, base: Toggle): Toggle => shownOf(toggles().get()[key], base);

/** Sets this page's change of `key` (undefined: none). */
export function setToggle(key: string, change: Change | undefined): void {
  toggles().setKey(key, change && { on: change.on, count: change.count, from: change.from });
}

export function clearToggles(): void {
  toggles().set({});
}
