/**
 * A time the API sends (ISO 8601), in milliseconds; NaN when unreadable. One without an offset is
 * the marketplace's time, Korea's (UTC+9, all year), and a date alone is that day's start there.
 * `Date.parse` reads the first in the runtime's own zone (and the second as UTC): a server in UTC and
 * a phone in Seoul would draw another day (a review request's date, a preparing stage), and a served
 * page would not hydrate as it was drawn.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export function apiTime(text: string): number {
  if (DATE_ONLY.test(text)) return Date.parse(`${text}T00:00:00+09:00`);
  return Date.parse(LOCAL_DATE_TIME.test(text) ? `${text}+09:00` : text);
}
