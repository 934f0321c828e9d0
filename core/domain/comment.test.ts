import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, commentLength, isCommentTooLong, prepareComment } from './comment.ts';

describe('review request comment rule', () => {
  it('allows 50 characters and flags the 51st', () => {
    expect(COMMENT_MAX_LENGTH).toBe(50);
    expect(isCommentTooLong('가'.repeat(50))).toBe(false);
    expect(isCommentTooLong('가'.repeat(51))).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(commentLength('👟'.repeat(50))).toBe(50);
    expect(isCommentTooLong('👟'.repeat(50))).toBe(false);
  });

  it('cuts to 50 characters on submit, trimmed', () => {
    const typed = `  ${'덩'.repeat(49)}크로우 리뷰 부탁드려요  `;
    const sent = prepareComment(typed);
    expect(commentLength(sent)).toBe(50);
    expect(sent).toBe(`${'덩'.repeat(49)}크`);
    expect(prepareComment('  조던 1 하이 리뷰  ')).toBe('조던 1 하이 리뷰');
    expect(prepareComment('   ')).toBe('');
  });
});
