/** Review preparing: up to 50 items, each with its progress bar (early, mid, late). */
import { preparingQuery } from '../../../core/api/votes.ts';
import { LIST_LAYOUTS } from '../../../core/domain/list-layouts.ts';
import { PROGRESS_STAGES, progressStage } from '../../../core/domain/progress-stage.ts';
import { progressStageLabels, reviewMessages as review } from '../../../core/messages/review.ts';
import type { SelectionFrameVote } from '../../../core/schemas/vote.ts';
import { useQuery } from '../../ui/use-query.ts';
import { ReviewSection } from './review-section.tsx';
import { SectionLoading } from './section-state.tsx';
import { InlineError } from '../../ui/inline-error.tsx';
import { FrameImage } from '../../ui/frame-image.tsx';
import { useNow } from '../../ui/served-draw.ts';

export function PreparingSection({ largeId, sectionRef }: { largeId: string; sectionRef: (element: HTMLElement | null) => void }) {
  const state = useQuery(preparingQuery(largeId));
  // The day the stages are counted to: the server's while its render hydrates (it may be cached).
  const now = new Date(useNow());
  const items = state.data?.selectionFrameVotes ?? [];
  // An empty section is left out, as it is from the nav.
  if (state.data && items.length === 0) return null;
  return (
    <ReviewSection section="preparing" title={review.sectionPreparing} intro={review.preparingIntro} sectionRef={sectionRef}>
      {state.status === 'loading' ? (
        <SectionLoading>
          <PreparingStandIn />
        </SectionLoading>
      ) : state.error && !state.data ? (
        <InlineError error={state.error} onRetry={state.retry} busy={state.fetching} />
      ) : (
        <ul className="preparing-list" part="preparing-list" aria-label={review.preparingListLabel} tabIndex={0}>
          {items.map((item) => (
            <PreparingItem key={item._id} item={item} now={now} />
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}

function PreparingItem({ item, now }: { item: SelectionFrameVote; now: Date }) {
  const info = item.selectionFrameDataInfo;
  const image = info.small3.imgList[0];
  const stage = progressStage(item.lastReviewPreparingChangedDate, now);
  const current = PROGRESS_STAGES.indexOf(stage);
  return (
    <li className="preparing-card" part="preparing-card" data-vote-id={item._id}>
      <FrameImage image={image} className="preparing-card__image" />
      <p className="preparing-card__brand">{info.small.title}</p>
      <h3 className="preparing-card__title">{info.small3.title}</h3>
      {/* The current stage at a glance, as a badge with its place (2/3); the list below says it
          in full to a screen reader, so the badge is for the eye only. */}
      <p className={`progress-now progress-now--${stage}`} aria-hidden="true">
        <span className="progress-now__label">{progressStageLabels[stage]}</span>
        <span className="progress-now__count">
          {current + 1}/{PROGRESS_STAGES.length}
        </span>
      </p>
      <ol className={`progress progress--${stage}`} part="progress" data-stage={stage} aria-label={review.progressLabel(info.small3.title)}>
        {PROGRESS_STAGES.map((step, index) => (
          <li
            key={step}
            className={index <= current ? 'progress__step progress__step--done' : 'progress__step'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="progress__label visually-hidden">{progressStageLabels[step]}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * `PreparingItem`s' stand-in while the items load: as many as the row's first view shows, each with
 * its progress bar (see `SectionLoading`). The row scrolls as the real one does (review.css).
 */
function PreparingStandIn() {
  return (
    <ul className="preparing-list preparing-list--stand-in" inert>
      {Array.from({ length: LIST_LAYOUTS.preparingRow.wide }, (_, index) => (
        <li key={index} className="preparing-card">
          <span className="preparing-card__image skeleton" />
          <span className="preparing-card__brand">&nbsp;</span>
          <span className="preparing-card__title" />
          <span className="progress-now">
            <span className="progress-now__label">&nbsp;</span>
          </span>
          <span className="progress">
            {Array.from({ length: PROGRESS_STAGES.length }, (_, step) => (
              <span key={step} className="progress__step" />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
