/**
 * A value from data as one part of a URL (a path segment, a query value): `encodeURIComponent`,
 * which throws on a lone surrogate (half of an emoji pair cut off in the data). Such a half is
 * written as U+FFFD, as `URLSearchParams` and the URL standard's encoders write it, so an odd id makes
 * a link that finds nothing instead of a screen (or a server render) that throws.
 */
export const urlPart = (value: string): string => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
