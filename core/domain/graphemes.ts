/**
 * Text counted as people count it: user-perceived characters (grapheme clusters, UAX #29) of the
 * NFC form, so a family emoji, a flag, a skin-toned hand, a decomposed Hangul syllable or a letter
 * with combining marks is one character, and a cut never splits one.
 */
let segmenter: Intl.Segmenter | undefined;

/**
 * The characters of `text` after NFC normalisation. The segmenter is built at the first text
 * counted, not as the module loads (see core/domain/format.ts): no first screen counts characters.
 */
export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text.normalize('NFC')), (part) => part.segment);
}

export const graphemeLength = (text: string): number => graphemes(text).length;

/** The first `max` characters of `text` (NFC), never half of one. */
export const cutGraphemes = (text: string, max: number): string => graphemes(text).slice(0, max).join('');
