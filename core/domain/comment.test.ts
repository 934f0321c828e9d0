import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, commentLength, isCommentTooLong, prepareComment } from './comment.ts';
import { cutGraphemes, graphemeLength } from './graphemes.ts';

const FAMILY = '👨‍👩‍👧'; // man ZWJ woman ZWJ girl: 5 code points, 8 UTF-16 units
const FLAG = '🇰🇷'; // two regional indicators
const THUMB = '👍🏽'; // thumbs up + skin tone
const NFD_HAN = '한'.normalize('NFD'); // ᄒ + ᅡ + ᆫ
const COMBINING = 'e\u0301\u0323'; // e + acute + dot below

describe('characters as people count them', () => {
  it('counts a ZWJ family, a flag, a skin-toned hand and combining marks as one each', () => {
    expect(Array.from(FAMILY)).toHaveLength(5);
    expect(graphemeLength(FAMILY)).toBe(1);
    expect(graphemeLength(FLAG)).toBe(1);
    expect(graphemeLength(THUMB)).toBe(1);
    expect(graphemeLength(COMBINING)).toBe(1);
    expect(graphemeLength(`${FAMILY}${FLAG}${THUMB}${COMBINING}`)).toBe(4);
  });

  it('counts decomposed (NFD) Hangul as the syllables a person sees, and gives them back in NFC', () => {
    expect(Array.from(NFD_HAN)).toHaveLength(3);
    expect(graphemeLength(NFD_HAN.repeat(20))).toBe(20);
    expect(cutGraphemes(NFD_HAN.repeat(3), 2)).toBe('한한');
  });

  it('never cuts inside a character', () => {
    expect(cutGraphemes(`ab${FAMILY}cd`, 3)).toBe(`ab${FAMILY}`);
    expect(cutGraphemes(`${FLAG}${FLAG}`, 1)).toBe(FLAG);
    expect(cutGraphemes(`${THUMB}x`, 1)).toBe(THUMB);
  });
});

describe('review request comment rule', () => {
  it('allows 50 characters and flags the 51st', () => {
    expect(COMMENT_MAX_LENGTH).toBe(50);
    expect(isCommentTooLong('가'.repeat(50))).toBe(false);
    expect(isCommentTooLong('가'.repeat(51))).toBe(true);
  });

  it('allows 50 family emoji, 50 flags, 50 skin-toned hands and 20 NFD syllables', () => {
    for (const character of [FAMILY, FLAG, THUMB, COMBINING, '👟']) {
      expect(commentLength(character.repeat(50))).toBe(50);
      expect(isCommentTooLong(character.repeat(50))).toBe(false);
      expect(isCommentTooLong(character.repeat(51))).toBe(true);
      expect(prepareComment(character.repeat(50))).toBe(character.normalize('NFC').repeat(50));
    }
    expect(isCommentTooLong(NFD_HAN.repeat(20))).toBe(false);
    expect(isCommentTooLong(NFD_HAN.repeat(50))).toBe(false);
    expect(prepareComment(NFD_HAN.repeat(20))).toBe('한'.repeat(20));
  });

  it('cuts "a"×48 + a family + "bcd" after the family, whole', () => {
    const typed = `${'a'.repeat(48)}${FAMILY}bcd`;
    expect(commentLength(typed)).toBe(52);
    expect(isCommentTooLong(typed)).toBe(true);
    const sent = prepareComment(typed);
    expect(sent).toBe(`${'a'.repeat(48)}${FAMILY}b`);
    expect(commentLength(sent)).toBe(50);
  });

  it('counts what is sent: spaces at either end (an IME leaves one after the last word) are not counted', () => {
    const typed = ` ${'가'.repeat(50)} `;
    expect(commentLength(typed)).toBe(50);
    expect(isCommentTooLong(typed)).toBe(false);
    expect(prepareComment(typed)).toBe('가'.repeat(50));
    expect(isCommentTooLong(`${'가'.repeat(50)} 나`)).toBe(true);
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
