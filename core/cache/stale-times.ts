/** SPEC §9 stale times, in milliseconds. */
export const STALE_TIME = {
  pickedList: 60 * 60 * 1000,
  picks: 60 * 1000,
  short: 10 * 1000,
} as const;
