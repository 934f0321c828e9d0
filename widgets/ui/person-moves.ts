/**
 * A person moving the page, or a part of it, themselves: their pointer, wheel, touch or key. A
 * scroll our code is making for them (a row's arrow, the review nav's jump) is theirs again at the
 * first of these.
 */
export const PERSON_MOVES = ['pointerdown', 'wheel', 'touchstart', 'touchmove', 'keydown'] as const;
