/**
 * Hangul (and any input-method) text is composed before it is typed: the Enter that confirms a
 * syllable belongs to the input method. A key handler or a form submit ignores it.
 */
import type { KeyboardEvent } from 'react';

/** Whether this key press is part of a composition (229 is what some browsers send instead). */
export const isComposing = (event: KeyboardEvent): boolean => event.nativeEvent.isComposing || event.keyCode === 229;
