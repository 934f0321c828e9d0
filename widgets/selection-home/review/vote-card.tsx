/** One daily-vote item: image, titles, count (9,999+ over the cap) and the vote toggle. */
import { useId, useRef } from 'react';
import { toggleVote } from '../../../core/actions/vote.ts';
import { VOTE_COUNT_CAP, formatCappedCount } from '../../../core/domain/format.ts';
import { reviewMessages as review } from '../../../core/messages/review.ts';
import type { SelectionFrameVote } from '../../../core/schemas/vote.ts';
import { useActionFeedback } from './use-action-feedback.ts';
import { voteKey } from '../../../core/stores/toggles.ts';
import { FrameImage } from '../../ui/frame-image.tsx';
import { useFocusOnwards } from '../../ui/use-focus-onwards.ts';
import { singleClick } from '../../ui/single-click.ts';
import { useToggle } from '../../ui/use-toggle.ts';

/**
 * `eager`: the card is on a first screen, so its image is asked for as it is drawn (see `FrameImage`).
 * `heading`: the level of its title, one below the heading above it (the review tab's section
 * heading, or the vote page's title). `page`: the page of a windowed list it is on (`data-page`).
 */
export function VoteCard({
  vote: listed,
  eager = false,
  heading: Heading = 'h3',
  page,
}: {
  vote: SelectionFrameVote;
  eager?: boolean;
  heading?: 'h2' | 'h3';
  page?: number;
}) {
  const { report, ensureLogin } = useActionFeedback();
  const toggle = useToggle(voteKey(listed._id), { on: listed.isVoted, count: listed.votedCount });
  const vote = { ...listed, isVoted: toggle.on, votedCount: toggle.count };
  const info = vote.selectionFrameDataInfo;
  const image = info.small3.imgList[0];
  const titleId = useId();
  // Taken out of its list with the focus on it (the lists asked again after a vote the server
  // refused as closed): focus goes on to the next card, not to the page.
  const card = useRef<HTMLLIElement>(null);
  useFocusOnwards(card);
  const onToggle = async () => {
    if (!(await ensureLogin())) return;
    const result = await toggleVote(listed);
    await report(result, result.ok ? (result.data.isVoted ? review.voteSuccess : review.voteCancelSuccess) : undefined);
  };
  return (
    <li
      ref={card}
      className="vote-card"
      part={vote.isVoted ? 'vote-card vote-card--voted' : 'vote-card'}
      data-vote-id={vote._id}
      data-page={page}
    >
      <div className="vote-card__media">
        <FrameImage image={image} className="vote-card__image" eager={eager} />
      </div>
      <p className="vote-card__brand">{info.small.title}</p>
      <Heading className="vote-card__title" id={titleId}>
        {info.small3.title}
      </Heading>
      <p className="vote-card__count" part="vote-count">
        {review.voteCount(formatCappedCount(vote.votedCount, VOTE_COUNT_CAP))}
      </p>
      <button
        type="button"
        className={vote.isVoted ? 'vote-card__button vote-card__button--voted' : 'vote-card__button'}
        part="vote-button"
        aria-pressed={vote.isVoted}
        // Named by what it shows (WCAG 2.5.3); which release it votes for is its description.
        aria-describedby={titleId}
        onClick={singleClick(() => void onToggle())}
      >
        {vote.isVoted ? review.voted : review.vote}
      </button>
    </li>
  );
}

/**
 * `count` vote cards on their way (the review tab's preview, the vote page's first page), `inert` as
 * every stand-in is (section-stand-ins.tsx): the cards come in the same grid, each in its stand-in's box.
 */
export function VoteCardsStandIn({ count }: { count: number }) {
  return (
    <ul className="vote-grid" inert>
      {Array.from({ length: count }, (_, index) => (
        <VoteCardStandIn key={index} />
      ))}
    </ul>
  );
}

/**
 * A vote card's stand-in while the list loads: the same box as a card with a two-line title, so
 * what is below stays where it is when the cards arrive.
 */
function VoteCardStandIn() {
  return (
    <li className="vote-card vote-card--loading">
      <div className="vote-card__media skeleton" />
      <p className="vote-card__brand">&nbsp;</p>
      <p className="vote-card__title">
        &nbsp;
        <br />
        &nbsp;
      </p>
      <p className="vote-card__count">&nbsp;</p>
      <span className="vote-card__button" />
    </li>
  );
}
