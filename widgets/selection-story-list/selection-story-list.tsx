/** The story list of `/story-list`: review stories of a selection, loaded page by page as it scrolls. */
import { useCallback, useEffect, useState } from 'react';
import { storyTypeOf } from '../../core/api/magazine-requests.ts';
import { storyListQuery } from '../../core/api/magazines.ts';
import { messages } from '../../core/messages/index.ts';
import { STORY_TYPES, type StoryType } from '../../core/schemas/magazine.ts';
import { emit } from '../../bridge/events.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { ErrorScreen, LoadingScreen, MessageScreen, NotFoundScreen } from '../ui/fallback-screens.tsx';
import { InlineError } from '../ui/inline-error.tsx';
import { useHost } from '../ui/host-context.ts';
import { PageSentinel } from '../ui/page-sentinel.tsx';
import { StoryCard } from '../ui/story-card.tsx';
import { useQuery } from '../ui/use-query.ts';

export interface SelectionStoryListProps extends WidgetProps {
  selectionFrameDataId?: string;
  storyType?: string;
}

const { review } = messages;

const isStoryType = (value: string): value is StoryType => (STORY_TYPES as readonly string[]).includes(value);

export function SelectionStoryList({ selectionFrameDataId, storyType }: SelectionStoryListProps) {
  const type = storyTypeOf(storyType);
  if (!selectionFrameDataId || !isStoryType(type)) return <NotFoundScreen />;
  return <StoryList key={`${selectionFrameDataId} ${type}`} frameId={selectionFrameDataId} storyType={type} />;
}

function StoryList({ frameId, storyType }: { frameId: string; storyType: StoryType }) {
  const host = useHost();
  const [pageCount, setPageCount] = useState(1);
  const params = (page: number) => ({ selectionFrameDataId: frameId, storyType, page });
  const first = useQuery(storyListQuery(params(1)));
  const maxPage = first.data?.maxPage ?? 0;
  const shown = Math.min(pageCount, Math.max(1, maxPage));
  const next = useCallback(() => setPageCount((count) => count + 1), []);
  const ready = first.status !== 'loading';
  useEffect(() => {
    if (ready) emit(host, 'selection-ready', { tag: host.localName });
  }, [host, ready]);

  if (first.status === 'loading') return <LoadingScreen />;
  if (first.error && !first.data) {
    if (first.error.status === 404) return <NotFoundScreen />;
    return <ErrorScreen error={first.error} onRetry={first.retry} />;
  }
  if ((first.data?.list.length ?? 0) === 0) return <MessageScreen state="empty" title={review.storyListEmpty} />;
  return (
    <section className="story-list" part="story-list-page" aria-labelledby="story-list-title">
      <h1 id="story-list-title" className="story-list__title">
        {review.storyListTitle}
      </h1>
      <ul className="story-grid" part="story-list" aria-label={review.contentListLabel}>
        {Array.from({ length: shown }, (_, index) => (
          <StoryPage key={index + 1} params={params(index + 1)} />
        ))}
      </ul>
      <StoryListEnd params={params(shown)} maxPage={maxPage} onNext={next} />
    </section>
  );
}

type Params = Parameters<typeof storyListQuery>[0];

function StoryPage({ params }: { params: Params }) {
  const state = useQuery(storyListQuery(params));
  return (
    <>
      {(state.data?.list ?? []).map((story) => (
        <li key={story.storyId}>
          <StoryCard story={story} storyType={params.storyType} />
        </li>
      ))}
    </>
  );
}

function StoryListEnd({ params, maxPage, onNext }: { params: Params; maxPage: number; onNext: () => void }) {
  const last = useQuery(storyListQuery(params));
  if (last.error && !last.data) return <InlineError error={last.error} onRetry={last.retry} />;
  if (params.page >= maxPage) return null;
  return <PageSentinel ready={last.status === 'success'} busy={last.fetching} onNext={onNext} className="story-list__more" />;
}
