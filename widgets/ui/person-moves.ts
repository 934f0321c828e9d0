/**
 * A person moving the page, or a part of it, themselves: their pointer, wheel, touch or key. A
 * scroll our code is making for them (a row's arrow, the review nav's jump) is theirs again at the
 * first of these.
 */
export const PERSON_MOVES = ['pointerdown', 'wheel', 'touchstart', 'touchmove', 'keydown'] as const;

/** Keys that move nothing alone (held for a shortcut: switching tabs, a screenshot, a screen reader's command). */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** Whether `event` is the person's own act: trusted, and not a modifier key pressed alone. */
export const isPersonMove = (event: Event): boolean => event.isTrusted && !(event instanceof KeyboardEvent && MODIFIERS.has(event.key));
