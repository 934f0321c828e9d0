/** The end of an infinite list: asks for the next page when it comes near the viewport. */
import { useEffect, useRef } from 'react';
import { messages } from '../../core/messages/index.ts';

export function PageSentinel({
  ready,
  busy,
  onNext,
  className = 'page-sentinel',
}: {
  /** True once the last page has arrived and there are more. */
  ready: boolean;
  busy: boolean;
  onNext: () => void;
  className?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !ready) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNext();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, onNext]);
  return (
    <div ref={sentinel} className={className} role="status" aria-busy={busy} data-state="more">
      <span className="visually-hidden">{messages.screens.loading}</span>
    </div>
  );
}
