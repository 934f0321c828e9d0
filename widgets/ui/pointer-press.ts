/**
 * Whether a pointer is pressed on an element: a focus given as it presses is the pointer's, not a
 * Tab's (Chromium and Firefox focus a link or button on the press), and moving the element then
 * would take the click from what was pressed. Released as the pointer lets go, is cancelled (a
 * swipe), or leaves the element.
 */
import { useRef, useState } from 'react';

export function usePointerPress() {
  const pressed = useRef(false);
  // Made once: the same four handlers on every render.
  const [handlers] = useState(() => ({
    onPointerDown: () => (pressed.current = true),
    onPointerUp: () => (pressed.current = false),
    onPointerCancel: () => (pressed.current = false),
    onPointerLeave: () => (pressed.current = false),
  }));
  return { pressed, handlers };
}
