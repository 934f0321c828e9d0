import { pageSlot } from '../../core/page-slot.ts';

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

/** When the person last moved the page themselves (`performance.now()`), followed from the first call on. */
const lastMove = () =>
  pageSlot('person-moves', () => {
    const last = { at: -Infinity };
    const onMove = (event: Event) => {
      if (isPersonMove(event)) last.at = performance.now();
    };
    for (const input of PERSON_MOVES) window.addEventListener(input, onMove, { capture: true, passive: true });
    return last;
  });

/**
 * Starts following the person's moves, once a page, and says when: a page coming back to where the
 * person was asks `personMovedSince(then)` before it moves, and stays where they took it.
 */
export const followPersonMoves = (): number => (lastMove(), performance.now());

/** Whether the person has moved the page themselves after `time` (from `followPersonMoves`). */
export const personMovedSince = (time: number): boolean => lastMove().at > time;
