import type { progressStageLabels } from '../messages/review.ts';
import { apiTime } from './api-time.ts';

/** The review-preparing progress bar (SPEC §4): whole days since the last status change. */
export const PROGRESS_STAGES = ['early', 'mid', 'late'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

/** SPEC §9: progress thresholds 7 and 10 days. */
export const PROGRESS_MID_DAYS = 7;
export const PROGRESS_LATE_DAYS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `since` (an API time, `apiTime`) to `now`; a missing, invalid or future date counts as 0. */
export function wholeDaysSince(since: string | null | undefined, now: Date): number {
  if (!since) return 0;
  const at = apiTime(since);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}

/** Under 7 days 'early', 7 to 9 'mid', 10 or more 'late'. */
export function progressStage(since: string | null | undefined, now: Date): ProgressStage {
  const days = wholeDaysSince(since, now);
  if (days >= PROGRESS_LATE_DAYS) return 'late';
  if (days >= PROGRESS_MID_DAYS) return 'mid';
  return 'early';
}

/** Every stage has its Korean label: a missing one fails the type check here. */
export type ProgressStageLabels = Complete<typeof progressStageLabels>;
type Complete<T extends Record<ProgressStage, string>> = T;
