/**
 * The end of a paged list: a sentinel that asks for the next page when it comes near the viewport,
 * a "더 보기" button once `autoPages` pages are in, or `endNote` after the last page.
 *
 * @csspart list-more - The "더 보기" button that continues a list.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { messages } from '../../core/messages/index.ts';
import { useAsServed } from './served-draw.ts';
import { usePageState, type PagedQuery } from './use-paged-query.ts';

export function ListEnd<T>({
  paged,
  autoPages,
  endNote,
  sentinelClassName,
  whole,
  onMore,
}: {
  paged: PagedQuery<T>;
  autoPages: number;
  endNote: ReactNode;
  sentinelClassName: string | undefined;
  /** False while the list is cut to its first screen: the end is not where it will be, so it asks for nothing. */
  whole: boolean;
  /** "더 보기" was pressed on a page that is in. */
  onMore: () => void;
}) {
  const last = usePageState(paged, paged.shown);
  // The failed page shows its own error and retry.
  if (last.data === undefined && last.error) return null;
  if (paged.shown >= paged.lastPage) return endNote ?? null;
  if (paged.shown >= autoPages) {
    // The page it asked for on its way: the button says so, and asks for no other meanwhile.
    const coming = last.data === undefined;
    return (
      <div className="paged-list__more">
        <button
          type="button"
          className="button"
          part="list-more"
          aria-disabled={coming || undefined}
          aria-busy={coming || undefined}
          onClick={() => {
            if (!coming) onMore();
          }}
        >
          {coming ? messages.screens.loading : messages.common.more}
        </button>
      </div>
    );
  }
  // A page is in once its data is: a later reload of it that failed (it stays shown) stops nothing.
  return <PageSentinel ready={whole && last.data !== undefined} busy={last.fetching} onNext={paged.next} className={sentinelClassName} />;
}

/** Asks for the next page when it comes near the viewport. */
function PageSentinel({
  ready,
  busy,
  onNext,
  className = 'page-sentinel',
}: {
  /** True once the last page has arrived and there are more. */
  ready: boolean;
  busy: boolean;
  onNext: () => void;
  className?: string | undefined;
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
  // A server drew its page as in. While that render hydrates, the page may be asked again already
  // (a personal answer, with the person's token): drawn as served, loading once hydrated.
  const loading = useAsServed(busy, false);
  return (
    // Says it loads only while it does, and shows it where the list will grow: a screen reader
    // reading to the list's end hears no "불러오는 중" over a list that waits for the person to scroll on.
    // Not aria-busy: a busy live region holds back what it says until it is no longer busy, and
    // by then the words are gone.
    <div ref={sentinel} className={className} role="status" data-state="more">
      {loading ? <span className="list-end__loading">{messages.screens.loading}</span> : null}
    </div>
  );
}
