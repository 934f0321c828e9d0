/**
 * A list or section whose call failed: the catalogue message in its place (SPEC §8), the
 * contact-support hint where the catalogue gives one, and a retry that asks again. The rest of the
 * page is not touched.
 */
import { useRef } from 'react';
import type { ApiError } from '../../core/http/api-error.ts';
import { messages } from '../../core/messages/index.ts';
import { RetryButton, useShownFailure } from './fallback-screens.tsx';
import { useFocusOnwards } from './use-focus-onwards.ts';

export function InlineError({
  error,
  onRetry,
  busy = false,
  className,
}: {
  error: ApiError | undefined;
  onRetry: () => void;
  /** The retry is on its way: the button says so and does not ask again. */
  busy?: boolean;
  className?: string;
}) {
  const failures = useShownFailure(error);
  const block = useRef<HTMLDivElement>(null);
  useFocusOnwards(block);
  return (
    <div
      ref={block}
      className={className ? `inline-error ${className}` : 'inline-error'}
      part="list-error"
      data-state="list-error"
      role="alert"
    >
      <p key={failures} className="inline-error__title">
        {error?.message ?? messages.errors.temporary}
      </p>
      {error?.hint ? <p className="inline-error__detail">{error.hint}</p> : null}
      <RetryButton onRetry={onRetry} busy={busy} />
    </div>
  );
}
