/** Loading and empty states of one review-tab section (a failure shows widgets/ui/inline-error.tsx). */
import type { ReactNode } from 'react';
import { messages } from '../../../core/messages/index.ts';

/**
 * A section's content on its way: said to a screen reader, and drawn as `children` or as `rows` plain
 * skeleton blocks. A section in the middle of the tab gives a stand-in of its content
 * (`VoteGridStandIn`, `PreparingStandIn`, `StoriesStandIn`, written as section-stand-ins.tsx says):
 * when the content comes it takes the same room, so the sections below do not move (for a person
 * scrolling by hand, and in Safari, which has no scroll anchoring).
 */
export function SectionLoading({ rows = 1, className = '', children }: { rows?: number; className?: string; children?: ReactNode }) {
  return (
    <div className={`review-state review-state--loading ${className}`} role="status" aria-busy="true" data-state="loading">
      <span className="visually-hidden">{messages.screens.loading}</span>
      {children ?? Array.from({ length: rows }, (_, index) => <div key={index} className="skeleton review-state__skeleton" inert />)}
    </div>
  );
}

export function SectionEmpty({ text, state = 'empty' }: { text: string; state?: string }) {
  return (
    <p className="review-state review-state--empty" part="empty" data-state={state}>
      {text}
    </p>
  );
}
