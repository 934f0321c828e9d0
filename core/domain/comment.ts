/** The review-request comment rule (SPEC §5): at most 50 characters, cut to 50 on submit. */
import { cutGraphemes, graphemeLength } from './graphemes.ts';

export const COMMENT_MAX_LENGTH = 50;

/**
 * Characters as a person counts them (graphemes after NFC, so a family emoji is one), of what is
 * sent: spaces at either end (one an IME leaves after the last word) are not sent, nor counted.
 */
export const commentLength = (text: string): number => graphemeLength(text.trim());

/** True once the typed text is past the limit; the input keeps it and the message shows. */
export const isCommentTooLong = (text: string): boolean => commentLength(text) > COMMENT_MAX_LENGTH;

/**
 * What is sent: trimmed, cut to the limit and NFC (`cutGraphemes` normalises). An empty result means
 * there is nothing to send.
 */
export function prepareComment(text: string): string {
  return cutGraphemes(text.trim(), COMMENT_MAX_LENGTH).trim();
}
