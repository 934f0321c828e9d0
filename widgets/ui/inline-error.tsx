/**
 * A list or section whose call failed: the catalogue message in its place (SPEC §8), the
 * contact-support hint where the catalogue gives one, and a retry that asks again. The rest of the
 * page is not touched.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ApiError } from '../../core/http/api-error.ts';
import { messages } from '../../core/messages/index.ts';
import { RetryButton, useShownFailure } from './fallback-screens.tsx';
import { useFocusOnwards } from './use-focus-onwards.ts';

/** How close together failures with the same words count as one (sections failing for one cause). */
const TOGETHER_MS = 1000;
/** Per element (its shadow root), when each message was last said, and by which block. */
const lastSaid = new WeakMap<Node, Map<string, { at: number; by: Element }>>();

/**
 * Says this failure (`role="alert"`) unless another section of the element said the same words a
 * moment ago: without the network, each failed section (the picks, the products…) showed the same
 * message, and a screen reader read it once for each. Shown, it can still be read. The role is the
 * page's accessibility, set here on the DOM before the browser shows the commit.
 */
function useSaidOnce(block: RefObject<HTMLDivElement | null>, message: string, failures: number): void {
  useLayoutEffect(() => {
    const node = block.current;
    const root = node?.getRootNode();
    if (!node || !root) return;
    const byMessage = lastSaid.get(root) ?? new Map<string, { at: number; by: Element }>();
    lastSaid.set(root, byMessage);
    const last = byMessage.get(message);
    const now = performance.now();
    if (!last || last.by === node || now - last.at >= TOGETHER_MS) {
      byMessage.set(message, { at: now, by: node });
      node.setAttribute('role', 'alert');
    } else node.removeAttribute('role');
  }, [block, message, failures]);
}

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
  const message = error?.message ?? messages.errors.temporary;
  useSaidOnce(block, message, failures);
  return (
    <div
      ref={block}
      className={className ? `inline-error ${className}` : 'inline-error'}
      part="list-error"
      data-state="list-error"
      role="alert"
    >
      <p key={failures} className="inline-error__title">
        {message}
      </p>
      {error?.hint ? <p className="inline-error__detail">{error.hint}</p> : null}
      <RetryButton onRetry={onRetry} busy={busy} />
    </div>
  );
}
