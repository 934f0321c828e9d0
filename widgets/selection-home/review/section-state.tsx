/** Loading and error states of one review-tab section. */
import type { ApiError } from '../../../core/http/api-error.ts';
import { messages } from '../../../core/messages/index.ts';
import { useErrorEvent } from '../../ui/fallback-screens.tsx';

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

/** A list call failed: its message inline (SPEC §8) with a retry. */
export function SectionError({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) {
  useErrorEvent(error);
  return (
    <div className="review-state review-state--error" part="list-error" data-state="list-error" role="alert">
      <p className="review-state__title">{error?.message ?? messages.errors.temporary}</p>
      {error?.hint ? <p className="review-state__detail">{error.hint}</p> : null}
      <button type="button" className="button" onClick={onRetry}>
        {messages.screens.retry}
      </button>
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
