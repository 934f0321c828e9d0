/** Loading and empty states of one review-tab section (a failure shows widgets/ui/inline-error.tsx). */
import { messages } from '../../../core/messages/index.ts';

export function SectionLoading({ rows = 1, className = '' }: { rows?: number; className?: string }) {
  return (
    <div className={`review-state review-state--loading ${className}`} role="status" aria-busy="true" data-state="loading">
      <span className="visually-hidden">{messages.screens.loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton review-state__skeleton" aria-hidden="true" />
      ))}
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
