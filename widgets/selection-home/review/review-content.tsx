/** Review content: magazine previews of story type SNEAKERS, with the rest count and the story list. */
import { MAGAZINE_PREVIEW_LIMIT } from '../../../core/api/magazine-requests.ts';
import { storyListUrl } from '../../../bridge/navigation.ts';
import { magazinePreviewQuery } from '../../../core/api/magazines.ts';
import { formatNumber } from '../../../core/domain/format.ts';
import { reviewMessages as review } from '../../../core/messages/review.ts';
import { StoryCard } from '../../ui/story-card.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { ReviewSection } from './review-section.tsx';
import { SectionLoading } from './section-state.tsx';
import { InlineError } from '../../ui/inline-error.tsx';
import { NavLink } from '../../ui/nav-link.tsx';
import { useScrollRestoration } from '../../ui/use-scroll-restoration.ts';

const STORY_TYPE = 'SNEAKERS';

export function ReviewContentSection({ largeId, sectionRef }: { largeId: string; sectionRef: (element: HTMLElement | null) => void }) {
  const state = useQuery(magazinePreviewQuery(largeId, STORY_TYPE));
  // Back from a story opened here, the page comes back to it (the other sections have no links to
  // come back from).
  const { onOpen } = useScrollRestoration();
  const stories = state.data?.list ?? [];
  if (state.data && stories.length === 0) return null;
  const moreUrl = storyListUrl(largeId, STORY_TYPE);
  const rest = state.data?.restCount ?? 0;
  return (
    <ReviewSection section="content" title={review.sectionContent} sectionRef={sectionRef}>
      {state.status === 'loading' ? (
        <SectionLoading>
          <StoriesStandIn />
        </SectionLoading>
      ) : state.error && !state.data ? (
        <InlineError error={state.error} onRetry={state.retry} busy={state.fetching} />
      ) : (
        <>
          <ul className="story-grid" part="story-list" aria-label={review.contentListLabel}>
            {stories.map((story) => (
              <li key={story.storyId} data-item-id={story.storyId}>
                <StoryCard story={story} storyType={STORY_TYPE} onOpen={() => onOpen({ itemId: story.storyId }, 1, 'story-list')} />
              </li>
            ))}
          </ul>
          <NavLink className="button review-more" part="story-more" href={moreUrl} reason="link">
            {review.contentMore}
            {rest > 0 ? <span className="review-more__count">{review.contentRest(formatNumber(rest))}</span> : null}
          </NavLink>
        </>
      )}
    </ReviewSection>
  );
}

/**
 * The stories' stand-in while the preview loads: as many cards as it asks for, and the button to the
 * story list, empty (see `SectionLoading`).
 */
function StoriesStandIn() {
  return (
    <div className="stories-stand-in" inert>
      <ul className="story-grid">
        {Array.from({ length: MAGAZINE_PREVIEW_LIMIT }, (_, index) => (
          <li key={index} className="story-card">
            <span className="story-card__image skeleton" />
            <span className="story-card__title" />
            <span className="story-card__subtitle" />
          </li>
        ))}
      </ul>
      <span className="button review-more">&nbsp;</span>
    </div>
  );
}
