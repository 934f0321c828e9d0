/**
 * What a list found or how it is now ordered, said to a screen reader. A live region is read as its
 * text changes, not when it comes with its text (a search's list, new with its answer already in):
 * it is drawn empty, and its words come once the frame that drew it is painted.
 */
import { useEffect, useState } from 'react';
import { afterPaint } from './page-moves.ts';

export function LiveStatus({ text, className }: { text: string; className: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => setReady(true)), []);
  return (
    <p className={`visually-hidden ${className}`} role="status">
      {ready ? text : ''}
    </p>
  );
}

/**
 * `next`, made to read again where it is the text `last` said (a live region whose text does not
 * change is not read): it then ends in a no-break space, which is not spoken.
 */
export const sayAgain = (last: string, next: string): string => (next && next === last ? `${next}\u00a0` : next);
