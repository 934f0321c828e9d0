/** Review content: magazine previews of story type SNEAKERS, with the rest count and the story list. */
import { magazinePreviewQuery, storyListUrl } from '../../../core/api/magazines.ts';
import { formatNumber } from '../../../core/domain/format.ts';
import { reviewMessages as review } from '../../../core/messages/review.ts';
import { StoryCard } from '../../ui/story-card.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { ReviewSection } from './review-section.tsx';
import { SectionLoading, StoriesStandIn } from './section-state.tsx';
import { InlineError } from '../../ui/inline-error.tsx';
import { NavLink } from '../../ui/nav-link.tsx';

const STORY_TYPE = 'SNEAKERS';

export function ReviewContentSection({ largeId, sectionRef }: { largeId: string; sectionRef: (element: HTMLElement | null) => void }) {
  const state = useQuery(magazinePreviewQuery(largeId, STORY_TYPE));
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
              <li key={story.storyId}>
                <StoryCard story={story} storyType={STORY_TYPE} />
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
