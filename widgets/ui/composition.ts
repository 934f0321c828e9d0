/**
 * Hangul (and any input-method) text is composed before it is typed: the Enter that confirms a
 * syllable belongs to the input method. A key handler or a form submit ignores it. Chromium and
 * Firefox send that Enter inside the composition (`isComposing`); WebKit (Safari, the iOS web views)
 * ends the composition first and sends the Enter after it, with `isComposing` false: its keyCode,
 * 229 (the key went to the input method), is then the only sign.
 */

/** Whether this key press is part of a composition, in either order (a React handler passes its `nativeEvent`). */
export const composingKey = (event: KeyboardEvent): boolean => event.isComposing || event.keyCode === 229;
