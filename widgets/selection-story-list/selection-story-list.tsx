/**
 * The story list of `/story-list`: review stories of a selection, loaded page by page as it scrolls.
 *
 * @csspart state--empty - The screen of a selection without stories.
 */
import { useCallback, useEffect } from 'react';
import { storyTypeOf } from '../../core/api/magazine-requests.ts';
import { storyListQuery } from '../../core/api/magazines.ts';
import { messages } from '../../core/messages/index.ts';
import type { MagazineList, StoryType } from '../../core/schemas/magazine.ts';
import { emit } from '../../bridge/events.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { ErrorScreen, LoadingScreen, MessageScreen, NotFoundScreen } from '../ui/fallback-screens.tsx';
import { useEagerImages } from '../ui/first-screen.ts';
import { useHost } from '../ui/host-context.ts';
import { PagedList } from '../ui/paged-list.tsx';
import { StoryCard } from '../ui/story-card.tsx';
import { usePagedQuery } from '../ui/use-paged-query.ts';
import { useScrollRestoration } from '../ui/use-scroll-restoration.ts';

export interface SelectionStoryListProps extends WidgetProps {
  selectionFrameDataId?: string;
  storyType?: string;
}

const { stories } = messages;

export function SelectionStoryList({ selectionFrameDataId, storyType }: SelectionStoryListProps) {
  const type = storyTypeOf(storyType);
  if (!selectionFrameDataId || !type) return <NotFoundScreen />;
  return <StoryList key={`${selectionFrameDataId} ${type}`} frameId={selectionFrameDataId} storyType={type} />;
}

const storiesOf = (data: MagazineList) => data.list;
const storyIdOf = (story: MagazineList['list'][number]): string => story.storyId;

function StoryList({ frameId, storyType }: { frameId: string; storyType: StoryType }) {
  const host = useHost();
  // Back from a story: the pages that were open, and the story in view after 2 s (SPEC §4).
  const { pagesOf, onOpen } = useScrollRestoration();
  const paged = usePagedQuery({
    query: useCallback((page: number) => storyListQuery({ selectionFrameDataId: frameId, storyType, page }), [frameId, storyType]),
    maxPage: (data: MagazineList) => data.maxPage,
    initialPages: pagesOf('story-list'),
  });
  const eager = useEagerImages('storyGrid');
  // The list is shown (empty too): not its error or not-found screen, and once however often it loads again.
  const ready = paged.first.data !== undefined;
  useEffect(() => {
    if (ready) emit(host, 'selection-ready', { tag: host.localName });
  }, [host, ready]);

  return (
    <PagedList
      paged={paged}
      items={storiesOf}
      itemKey={storyIdOf}
      loading={<LoadingScreen />}
      empty={<MessageScreen state="empty" title={stories.storyListEmpty} />}
      renderError={(error, retry, busy) =>
        error.status === 404 ? <NotFoundScreen error={error} /> : <ErrorScreen error={error} onRetry={retry} busy={busy} />
      }
      renderFrame={(list) => (
        <section className="story-list" part="story-list-page" aria-labelledby="story-list-title">
          <h1 id="story-list-title" className="page-title story-list__title">
            {stories.storyListTitle}
          </h1>
          {list}
        </section>
      )}
      renderList={(ref, pages) => (
        <ul ref={ref} className="story-grid" part="story-list" aria-label={stories.contentListLabel}>
          {pages}
        </ul>
      )}
      sentinelClassName="story-list__more"
      windowed
      renderItem={(story, page, index) => (
        <li data-item-id={story.storyId} data-page={page}>
          <StoryCard
            story={story}
            storyType={storyType}
            eager={eager(index)}
            onOpen={() => onOpen({ itemId: story.storyId }, paged.shown, 'story-list')}
          />
        </li>
      )}
    />
  );
}
