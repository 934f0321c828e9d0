/** Daily new-item vote: 16 asked, 15 shown, a "more" link to the full list (`path=vote`). */
import { VOTE_PREVIEW_SHOWN, votePreviewQuery } from '../../../core/api/votes.ts';
import { reviewMessages as review } from '../../../core/messages/review.ts';
import { useQuery } from '../../ui/use-query.ts';
import { ReviewSection } from './review-section.tsx';
import { SectionEmpty, SectionLoading } from './section-state.tsx';
import { InlineError } from '../../ui/inline-error.tsx';
import { useEagerImages } from '../../ui/first-screen.ts';
import { VoteCard, VoteCardsStandIn } from './vote-card.tsx';
import { VotedUserCount } from './voted-user-count.tsx';
import { useUpdateUrlState } from '../url-state.ts';
import { StateLink } from '../state-link.tsx';
import { leaveForVotePage, returnedFromVotePage } from './vote-page-trip.ts';

export function DailyVoteSection({ largeId, sectionRef }: { largeId: string; sectionRef: (element: HTMLElement | null) => void }) {
  const update = useUpdateUrlState();
  const state = useQuery(votePreviewQuery(largeId));
  const eager = useEagerImages('voteGrid');
  const votes = state.data?.selectionFrameVotes ?? [];
  const hasMore = votes.length > VOTE_PREVIEW_SHOWN || (state.data?.maxPage ?? 0) > 1;
  return (
    <ReviewSection
      section="vote"
      title={review.sectionDailyVote}
      intro={review.voteIntro}
      aside={<VotedUserCount largeId={largeId} />}
      sectionRef={sectionRef}
    >
      {state.status === 'loading' ? (
        <SectionLoading>
          <VoteGridStandIn />
        </SectionLoading>
      ) : state.error && !state.data ? (
        <InlineError error={state.error} onRetry={state.retry} busy={state.fetching} />
      ) : votes.length === 0 ? (
        <SectionEmpty text={review.voteEmpty} state="vote-empty" />
      ) : (
        <>
          <ul className="vote-grid" part="vote-list" aria-label={review.voteListLabel}>
            {votes.slice(0, VOTE_PREVIEW_SHOWN).map((vote, index) => (
              <VoteCard key={vote._id} vote={vote} eager={eager(index)} />
            ))}
          </ul>
          {hasMore ? (
            <StateLink
              ref={(link) => {
                const back = link && returnedFromVotePage();
                if (!back) return;
                link.focus({ preventScroll: true });
                // In the middle of the screen, clear of the sticky bars (WebKit's focus would not scroll to it here).
                if (back.reveal) link.scrollIntoView({ block: 'center' });
              }}
              to={{ path: 'vote' }}
              className="button review-more"
              part="vote-more"
              onChoose={() => {
                leaveForVotePage();
                update({ path: 'vote' });
              }}
            >
              {review.voteMore}
            </StateLink>
          ) : null}
        </>
      )}
    </ReviewSection>
  );
}

/**
 * The vote grid's first view while the list loads: as many card stand-ins as it shows, and an empty
 * box for its 더 보기 button (section-stand-ins.tsx says how stand-ins are written).
 */
function VoteGridStandIn() {
  return (
    <div className="vote-grid-stand-in" inert>
      <VoteCardsStandIn count={VOTE_PREVIEW_SHOWN} />
      <span className="button review-more" />
    </div>
  );
}
