/** The full daily-vote list (`path=vote`): pages of 15, loaded as the list scrolls, and a sort dropdown. */
import { useCallback, useEffect, useId, useState } from 'react';
import { voteListQuery } from '../../../core/api/votes.ts';
import { votePageParams } from '../../../core/api/review-tab-requests.ts';
import { DEFAULT_VOTE_SORT, VOTE_SORT_TYPES, parseVoteSort, type VoteSortType } from '../../../core/domain/vote-sort.ts';
import { messages } from '../../../core/messages/index.ts';
import type { SelectionFrame } from '../../../core/schemas/selection-frame.ts';
import { loadSession } from '../../../core/stores/session.ts';
import { useHost } from '../../ui/host-context.ts';
import { PageSentinel } from '../../ui/page-sentinel.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { SectionEmpty, SectionLoading } from './section-state.tsx';
import { InlineError } from '../../ui/inline-error.tsx';
import { VoteCard } from './vote-card.tsx';
import { VotedUserCount } from './voted-user-count.tsx';
import { useUrlState } from '../url-state.ts';
import { ReviewStyles } from './review-styles.tsx';

const { review, voteSortLabels } = messages;

export function VotePage({ large }: { large: SelectionFrame }) {
  const host = useHost();
  const { url, update } = useUrlState();
  const sort = url.voteSort ?? DEFAULT_VOTE_SORT;
  const selectId = useId();
  useEffect(() => void loadSession(), []);
  useEffect(() => {
    // Opened from further down the review tab: start at the top of the list.
    if (host.getBoundingClientRect().top < 0) host.scrollIntoView({ block: 'start' });
  }, [host]);

  return (
    <section className="vote-page" part="vote-page" data-large-id={large._id} aria-labelledby={`${selectId}-title`}>
      <ReviewStyles />
      <header className="vote-page__header">
        <button
          type="button"
          className="vote-page__back"
          part="vote-page-back"
          aria-label={review.votePageBack}
          onClick={() => update({ path: undefined, sortType: undefined, tab: 1 })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h1 id={`${selectId}-title`} className="vote-page__title">
          {review.votePageTitle}
        </h1>
      </header>
      <div className="vote-page__bar">
        <VotedUserCount largeId={large._id} />
        <div className="vote-sort">
          <label className="visually-hidden" htmlFor={selectId}>
            {review.sortLabel}
          </label>
          <select
            id={selectId}
            className="vote-sort__select"
            part="vote-sort"
            value={sort}
            onChange={(event) => {
              const next = parseVoteSort(event.target.value);
              // A sort change is not a step back: the entry is replaced.
              if (next) update({ voteSort: next }, 'replace');
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
      <VoteList key={sort} largeId={large._id} sort={sort} />
    </section>
  );
}

function VoteList({ largeId, sort }: { largeId: string; sort: VoteSortType }) {
  const [pageCount, setPageCount] = useState(1);
  const params = (page: number) => votePageParams(largeId, page, sort);
  const first = useQuery(voteListQuery(params(1)));
  const maxPage = first.data?.maxPage ?? 0;
  const shown = Math.min(pageCount, Math.max(1, maxPage));
  const next = useCallback(() => setPageCount((count) => count + 1), []);

  if (first.status === 'loading') return <SectionLoading rows={3} className="vote-grid" />;
  if (first.error && !first.data) return <InlineError error={first.error} onRetry={first.retry} />;
  if ((first.data?.selectionFrameVotes.length ?? 0) === 0) return <SectionEmpty text={review.voteEmpty} state="vote-empty" />;
  return (
    <>
      <ul className="vote-grid" part="vote-list" aria-label={review.voteListLabel} data-sort={sort}>
        {Array.from({ length: shown }, (_, index) => (
          <VotePageItems key={index + 1} params={params(index + 1)} />
        ))}
      </ul>
      <VoteListEnd params={params(shown)} maxPage={maxPage} onNext={next} />
    </>
  );
}

type Params = Parameters<typeof voteListQuery>[0];

function VotePageItems({ params }: { params: Params }) {
  const state = useQuery(voteListQuery(params));
  return (
    <>
      {(state.data?.selectionFrameVotes ?? []).map((vote) => (
        <VoteCard key={vote._id} vote={vote} />
      ))}
    </>
  );
}

function VoteListEnd({ params, maxPage, onNext }: { params: Params; maxPage: number; onNext: () => void }) {
  const last = useQuery(voteListQuery(params));
  if (last.error && !last.data) return <InlineError error={last.error} onRetry={last.retry} />;
  if (params.page >= maxPage) return null;
  return <PageSentinel ready={last.status === 'success'} busy={last.fetching} onNext={onNext} className="vote-list__more" />;
}
