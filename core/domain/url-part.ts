/**
 * A value from data as one part of a URL (a path segment, a query value): `encodeURIComponent`,
 * which throws on a lone surrogate (half of an emoji pair cut off in the data). Such a half is
 * written as U+FFFD, as `URLSearchParams` and the URL standard's encoders write it, so an odd id makes
 * a link that finds nothing instead of a screen (or a server render) that throws. So is each dot of
 * a value that is only one or two dots: a URL reads `.` and `..` as steps along the path (escaped
 * too), so `large-id=".."` would ask, with the person's token, for the API's path above the call's.
 */
export const urlPart = (value: string): string => {
  const whole = value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
  return encodeURIComponent(whole === '.' || whole === '..' ? whole.replaceAll('.', '\uFFFD') : whole);
};
