/**
 * Whether a selection's first-visit guide is done (SPEC §2, §4, §9): completing it marks the
 * selection as seen in a 365-day cookie; closing it dismisses that guide for the session;
 * "오늘 하루 보지 않기" hides it until the local date changes. One rule, `isGuideDone(largeId)`,
 * read by the loader before it downloads the guide's code or asks for the guide, and by the element.
 */
import { pageSlot } from './page-slot.ts';
import { readCookie, readStorage, writeCookie, writeStorage } from './storage/storage.ts';

export const GUIDE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const COOKIE_PREFIX = 'selection_guide_';
/** Session storage: large id → the id of the guide dismissed for this session. */
const SESSION_KEY = 'selection-widgets:dismissed-guides';
/** Local storage: large id → the local date (YYYY-MM-DD) on which "오늘 하루 보지 않기" was chosen. */
const SNOOZE_KEY = 'selection-widgets:guides-snoozed';

interface GuideIdentity {
  _id: string;
  selectionFrameLargeDataId: string;
}

/**
 * This page's own record too (large id → `page`, or the local date it was put off on), for when
 * storage refuses to keep it (blocked cookies and site data, a sandboxed frame): a guide closed
 * here is not shown again here (a host's route change, the element drawn again).
 */
export const guidesDoneOnPage = (): Map<string, string> => pageSlot('guides-done', () => new Map<string, string>());

/** One cookie per selection, so one selection's guide never hides another's. */
export const guideCookieName = (largeId: string): string => `${COOKIE_PREFIX}${largeId}`;

/** A record of strings from storage; anything else (older formats, tampering) reads as empty. */
function readRecord(kind: 'localStorage' | 'sessionStorage', key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStorage(kind, key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The local calendar date, as a shopper reads "today". */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The one rule: the guide of `largeId` is not shown (and its code and call are not needed) once it
 * was completed, closed in this session, or put off for today.
 */
export function isGuideDone(largeId: string, now: Date = new Date()): boolean {
  const kept = guidesDoneOnPage().get(largeId);
  return (
    kept === 'page' ||
    kept === localDate(now) ||
    readCookie(guideCookieName(largeId)) !== undefined ||
    readRecord('sessionStorage', SESSION_KEY)[largeId] !== undefined ||
    readRecord('localStorage', SNOOZE_KEY)[largeId] === localDate(now)
  );
}

/** Closed without finishing: hidden for the rest of this session. */
export function dismissGuide(guide: GuideIdentity): void {
  guidesDoneOnPage().set(guide.selectionFrameLargeDataId, 'page');
  const dismissed = readRecord('sessionStorage', SESSION_KEY);
  writeStorage('sessionStorage', SESSION_KEY, JSON.stringify({ ...dismissed, [guide.selectionFrameLargeDataId]: guide._id }));
}

/** "오늘 하루 보지 않기": hidden until the local date changes. */
export function snoozeGuideForToday(guide: GuideIdentity, now: Date = new Date()): void {
  const today = localDate(now);
  guidesDoneOnPage().set(guide.selectionFrameLargeDataId, today);
  // Earlier days' entries are dropped on the way: the record never grows past today's.
  const kept = Object.fromEntries(Object.entries(readRecord('localStorage', SNOOZE_KEY)).filter(([, date]) => date === today));
  writeStorage('localStorage', SNOOZE_KEY, JSON.stringify({ ...kept, [guide.selectionFrameLargeDataId]: today }));
}

/** Finished: hidden for a year. */
export function completeGuide(guide: GuideIdentity): void {
  guidesDoneOnPage().set(guide.selectionFrameLargeDataId, 'page');
  writeCookie(guideCookieName(guide.selectionFrameLargeDataId), guide._id, GUIDE_COOKIE_MAX_AGE);
}
