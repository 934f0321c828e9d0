/** The full daily-vote list (`path=vote`): pages of 15, loaded as the list scrolls, and a sort dropdown. */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { VOTE_PAGE_SIZE, voteListQuery } from '../../../core/api/votes.ts';
import { votePageParams } from '../../../core/api/review-tab-requests.ts';
import { DEFAULT_VOTE_SORT, VOTE_SORT_TYPES, parseVoteSort, type VoteSortType } from '../../../core/domain/vote-sort.ts';
import { reviewMessages as review, voteSortLabels } from '../../../core/messages/review.ts';
import type { SelectionFrame } from '../../../core/schemas/selection-frame.ts';
import type { SelectionFrameVote, SelectionFrameVoteList } from '../../../core/schemas/vote.ts';
import { loadSession } from '../../../core/stores/session.ts';
import { useHost } from '../../ui/host-context.ts';
import { useHydratedApart } from '../../ui/hydrated-apart.ts';
import { LiveStatus, sayAgain } from '../../ui/live-status.tsx';
import { PagedList } from '../../ui/paged-list.tsx';
import { usePagedQuery } from '../../ui/use-paged-query.ts';
import { SectionEmpty, SectionLoading } from './section-state.tsx';
import { useEagerImages } from '../../ui/first-screen.ts';
import { VoteCard, VoteCardsStandIn } from './vote-card.tsx';
import { VotedUserCount } from './voted-user-count.tsx';
import { useUrlBack, useUrlState } from '../url-state.ts';
import { arrivedAtVotePage, leftVotePage } from './vote-page-trip.ts';
import { ReviewStyles } from './review-styles.tsx';
import { StateLink } from '../state-link.tsx';

/** Where the vote page's ‹ leads: the review tab, without the vote page's sort. */
const REVIEW_TAB = { path: undefined, sortType: undefined, tab: 1 } as const;

export function VotePage({ large }: { large: SelectionFrame }) {
  const host = useHost();
  const { url, update } = useUrlState();
  const sort = url.voteSort ?? DEFAULT_VOTE_SORT;
  const back = useUrlBack();
  const selectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Served, the page is hydrated after the element's first commit (ReviewSide's boundary).
  const root = useRef<HTMLElement>(null);
  const apart = useHydratedApart(root);
  // The sort the person chose, said once its list is in (the list changes in silence, and focus
  // stays on the select): not the page's own first list, nor a sort the address brought.
  const chosen = useRef<VoteSortType | undefined>(undefined);
  const [said, setSaid] = useState('');
  useEffect(() => void loadSession(), []);
  useEffect(() => {
    // Opened from further down the review tab: start at the top of the list (under the host's header,
    // the host's scroll margin), focus on its heading.
    if (host.getBoundingClientRect().top < (parseFloat(getComputedStyle(host).scrollMarginTop) || 0))
      host.scrollIntoView({ block: 'start' });
    if (arrivedAtVotePage()) heading.current?.focus({ preventScroll: true });
  }, [host]);
  // Said as it goes, before the tab that replaces it attaches its "투표 전체보기".
  useLayoutEffect(() => leftVotePage, []);

  return (
    <section ref={root} className="vote-page" part="vote-page" data-large-id={large._id} aria-labelledby={`${selectId}-title`} {...apart}>
      <ReviewStyles />
      <header className="vote-page__header">
        <StateLink
          to={REVIEW_TAB}
          className="vote-page__back"
          part="vote-page-back"
          aria-label={review.votePageBack}
          onChoose={() => {
            if (!back()) update(REVIEW_TAB);
          }}
        >
          <span aria-hidden="true">‹</span>
        </StateLink>
        <h1 ref={heading} id={`${selectId}-title`} className="vote-page__title" tabIndex={-1}>
          {review.votePageTitle}
        </h1>
      </header>
      <div className="vote-page__bar">
        <VotedUserCount largeId={large._id} />
        <div className="sort-select">
          <label className="visually-hidden" htmlFor={selectId}>
            {review.sortLabel}
          </label>
          <select
            id={selectId}
            part="vote-sort"
            value={sort}
            onChange={(event) => {
              const next = parseVoteSort(event.target.value);
              // A sort change is not a step back: the entry is replaced.
              if (!next) return;
              chosen.current = next;
              update({ voteSort: next }, 'replace');
            }}
          >
            {VOTE_SORT_TYPES.map((option) => (
              <option key={option} value={option}>
                {voteSortLabels[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LiveStatus className="vote-page__sorted" text={said} />
      <VoteList
        key={sort}
        largeId={large._id}
        sort={sort}
        onShown={() => {
          // That sort chosen again (the one between failed) is read again.
          if (chosen.current === sort) setSaid((last) => sayAgain(last, review.voteSorted(voteSortLabels[sort])));
        }}
      />
    </section>
  );
}

const votesOf = (data: SelectionFrameVoteList): readonly SelectionFrameVote[] => data.selectionFrameVotes;
const voteIdOf = (vote: SelectionFrameVote): string => vote._id;

/**
 * 15 a page, loaded as the list scrolls; a new sort is a new list (keyed by the caller). `onShown`:
 * its first page is in (not when it failed: the list then says so itself).
 */
function VoteList({ largeId, sort, onShown }: { largeId: string; sort: VoteSortType; onShown: () => void }) {
  const paged = usePagedQuery({
    query: useCallback((page: number) => voteListQuery(votePageParams(largeId, page, sort)), [largeId, sort]),
    maxPage: (data: SelectionFrameVoteList) => data.maxPage,
  });
  const shown = paged.first.data !== undefined;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the first page comes in
  useEffect(() => void (shown && onShown()), [shown]);
  const eager = useEagerImages('voteGrid');
  return (
    <PagedList
      paged={paged}
      items={votesOf}
      itemKey={voteIdOf}
      loading={
        <SectionLoading>
          <VoteCardsStandIn count={VOTE_PAGE_SIZE} />
        </SectionLoading>
      }
      empty={<SectionEmpty text={review.voteEmpty} state="vote-empty" />}
      renderList={(ref, pages) => (
        <ul ref={ref} className="vote-grid" part="vote-list" aria-label={review.voteListLabel} data-sort={sort}>
          {pages}
        </ul>
      )}
      sentinelClassName="vote-list__more"
      windowed
      renderItem={(vote, page, index) => <VoteCard vote={vote} eager={eager(index)} heading="h2" page={page} />}
    />
  );
}
