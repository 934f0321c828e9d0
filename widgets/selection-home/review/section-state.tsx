/** Loading and empty states of one review-tab section (a failure shows widgets/ui/inline-error.tsx). */
import type { ReactNode } from 'react';
import { MAGAZINE_PREVIEW_LIMIT } from '../../../core/api/magazine-requests.ts';
import { LIST_LAYOUTS } from '../../../core/domain/list-layouts.ts';
import { PROGRESS_STAGES } from '../../../core/domain/progress-stage.ts';
import { messages } from '../../../core/messages/index.ts';

/**
 * A section's content on its way: said to a screen reader, and drawn as `children` (a stand-in in
 * the content's own boxes) or as `rows` plain skeleton blocks.
 */
export function SectionLoading({ rows = 1, className = '', children }: { rows?: number; className?: string; children?: ReactNode }) {
  return (
    <div className={`review-state review-state--loading ${className}`} role="status" aria-busy="true" data-state="loading">
      <span className="visually-hidden">{messages.screens.loading}</span>
      {children ??
        Array.from({ length: rows }, (_, index) => <div key={index} className="skeleton review-state__skeleton" aria-hidden="true" />)}
    </div>
  );
}

/*
 * Stand-ins for the sections in the middle of the tab, drawn in their content's own boxes, empty,
 * each picture a skeleton: when the content comes it takes the same room, so the sections below do
 * not move (a person scrolling by hand, and Safari without scroll anchoring). Inert: hidden from
 * assistive technology, and the preparing row, which scrolls, is no stop for the Tab key; the
 * section's status says it is busy.
 */

/** Review preparing: a row of cards, as many as its first view shows, each with its progress bar. */
export function PreparingStandIn() {
  return (
    <ul className="preparing-list preparing-list--stand-in" inert>
      {Array.from({ length: LIST_LAYOUTS.preparingRow.wide }, (_, index) => (
        <li key={index} className="preparing-card">
          <span className="preparing-card__image skeleton" />
          <span className="preparing-card__brand">&nbsp;</span>
          <span className="preparing-card__title" />
          <span className="progress-now">
            <span className="progress-now__label">&nbsp;</span>
          </span>
          <span className="progress">
            {Array.from({ length: PROGRESS_STAGES.length }, (_, step) => (
              <span key={step} className="progress__step" />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Review content: the preview's stories (as many as it asks for) and the button to the story list, empty. */
export function StoriesStandIn() {
  return (
    <div className="stories-stand-in" inert>
      <ul className="story-grid">
        {Array.from({ length: MAGAZINE_PREVIEW_LIMIT }, (_, index) => (
          <li key={index} className="story-card">
            <span className="story-card__image skeleton" />
            <span className="story-card__title" />
            <span className="story-card__subtitle">&nbsp;</span>
          </li>
        ))}
      </ul>
      <span className="button review-more">&nbsp;</span>
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
