/**
 * Whether a selection's first-visit guide shows (SPEC §2, §4, §9): completing it marks the
 * selection as seen in a 365-day cookie; closing it dismisses that guide for the session.
 */
import { readCookie, readStorage, writeCookie, writeStorage } from '../storage/storage.ts';

export const GUIDE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const COOKIE_PREFIX = 'selection_guide_';
const SESSION_KEY = 'selection-widgets:dismissed-guides';

/** One cookie per selection, so one selection's guide never hides another's. */
export const guideCookieName = (largeId: string): string => `${COOKIE_PREFIX}${largeId}`;

function dismissedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage('sessionStorage', SESSION_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isGuideSeen(largeId: string): boolean {
  return readCookie(guideCookieName(largeId)) !== undefined;
}

export function isGuideDismissed(guideId: string): boolean {
  return dismissedIds().includes(guideId);
}

export function shouldShowGuide(guide: { _id: string; selectionFrameLargeDataId: string }): boolean {
  return !isGuideSeen(guide.selectionFrameLargeDataId) && !isGuideDismissed(guide._id);
}

/** Closed without finishing: hidden for the rest of this session. */
export function dismissGuide(guideId: string): void {
  const ids = dismissedIds();
  if (!ids.includes(guideId)) writeStorage('sessionStorage', SESSION_KEY, JSON.stringify([...ids, guideId]));
}

/** Finished: hidden for a year. */
export function completeGuide(guide: { _id: string; selectionFrameLargeDataId: string }): void {
  writeCookie(guideCookieName(guide.selectionFrameLargeDataId), guide._id, GUIDE_COOKIE_MAX_AGE);
}
