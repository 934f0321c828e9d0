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
