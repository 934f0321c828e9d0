/** The review-request comment rule (SPEC §5): at most 50 characters, cut to 50 on submit. */
export const COMMENT_MAX_LENGTH = 50;

/** Characters as a person counts them (code points, so an emoji is one). */
export const commentLength = (text: string): number => Array.from(text).length;

/** True once the typed text is past the limit; the input keeps it and the message shows. */
export const isCommentTooLong = (text: string): boolean => commentLength(text) > COMMENT_MAX_LENGTH;

/** What is sent: trimmed and cut to the limit. An empty result means there is nothing to send. */
export function prepareComment(text: string): string {
  return Array.from(text.trim()).slice(0, COMMENT_MAX_LENGTH).join('').trim();
}
