/** The sneakers review tab (`tab=1`): daily vote, review preparing, review content, review requests. */
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { magazinePreviewQuery } from '../../../core/api/magazines.ts';
import { reviewRequestListQuery } from '../../../core/api/review-requests.ts';
import { preparingQuery, votePreviewQuery } from '../../../core/api/votes.ts';
import { reviewMessages as review } from '../../../core/messages/review.ts';
import type { SelectionFrame } from '../../../core/schemas/selection-frame.ts';
import { loadSession } from '../../../core/stores/session.ts';
import { InlineError } from '../../ui/inline-error.tsx';
import { useHydratedApart } from '../../ui/hydrated-apart.ts';
import { useInTurn } from '../../ui/render-budget.ts';
import { useQuery } from '../../ui/use-query.ts';
import { followPersonMoves, personMovedSince } from '../../ui/person-moves.ts';
import { scrollBehavior } from '../../ui/use-media.ts';
import { DailyVoteSection } from './daily-vote.tsx';
import { PreparingSection } from './preparing.tsx';
import { ReviewContentSection } from './review-content.tsx';
import { ReviewRequestSection } from './review-requests.tsx';
import type { SectionKey } from './review-section.tsx';
import { ReviewStyles } from './review-styles.tsx';
import { SectionNav, useSectionInView } from './section-nav.tsx';
import { useHydrating } from '../../ui/served-draw.ts';
import { chunkArrived } from '../../ui/use-chunk.tsx';
import { REVIEW_SIDE } from './chunk-name.ts';
import { VotePage } from './vote-page.tsx';

// The vote page comes in the same chunk: it shares the review side's code and CSS.
export { VotePage };

export function ReviewTab({ large }: { large: SelectionFrame }) {
  const largeId = large._id;
  // Who is signed in decides like or delete on each request.
  useEffect(() => void loadSession(), []);

  // The same calls the sections make (shared in the cache): the nav lists only sections with content.
  const votes = useQuery(votePreviewQuery(largeId));
  const preparing = useQuery(preparingQuery(largeId));
  const content = useQuery(magazinePreviewQuery(largeId));
  const requests = useQuery(reviewRequestListQuery(largeId, 1));
  const calls = [votes, preparing, content, requests];
  // Some section still loading, read by the nav's jump, which holds its section at the top only
  // then (`keepAtTop`). The commit that brings the last one ends the hold, once the page has
  // followed the section one last time: the content may come in its stand-in's box, with no resize.
  const loading = useRef(false);
  const stillLoading = calls.some((call) => call.status === 'loading');
  useLayoutEffect(() => {
    loading.current = stillLoading;
    if (!stillLoading) letGo?.(true);
  });
  // The tab gone (the discovery tab, the vote page, the element removed): a jump's hold ends.
  useEffect(() => () => letGo?.(), []);
  const items: { key: SectionKey; label: string; filled: boolean }[] = [
    { key: 'vote', label: review.sectionDailyVote, filled: (votes.data?.selectionFrameVotes.length ?? 0) > 0 },
    { key: 'preparing', label: review.sectionPreparing, filled: (preparing.data?.selectionFrameVotes.length ?? 0) > 0 },
    { key: 'content', label: review.sectionContent, filled: (content.data?.list.length ?? 0) > 0 },
    { key: 'request', label: review.sectionRequest, filled: (requests.data?.selectionFrameReviewRequests.length ?? 0) > 0 },
  ];

  // Drawn by a server (or hydrated from its render), decided as the tab mounts: every section is in
  // the server's HTML (a crawler, and a page whose script does not come, read them all), each in a
  // Suspense boundary of its own, which React hydrates one at a time after the tab. Drawn in the
  // browser, they come one commit each (`useInTurn`).
  const [served] = useState(useHydrating());
  const inTurn = useInTurn(served ? 0 : BELOW.length);
  const below = served ? BELOW.length : inTurn;
  const sections = useRef(new Map<SectionKey, HTMLElement>());
  // A section chosen in the nav before it is drawn (in the browser, they come after the first render;
  // served, a tap held while the tab hydrated is told before the section's boundary has hydrated):
  // the page goes there as it mounts.
  const wanted = useRef<SectionKey | undefined>(undefined);
  const refFor = useCallback(
    (key: SectionKey) => (element: HTMLElement | null) => {
      if (!element) return void sections.current.delete(key);
      sections.current.set(key, element);
      if (wanted.current !== key) return;
      wanted.current = undefined;
      jumpTo(element, loading);
    },
    [],
  );
  const tab = useRef<HTMLDivElement>(null);
  // Served, the tab is hydrated after the element's first commit (ReviewSide's boundary).
  const apart = useHydratedApart(tab);
  const listed = items.filter((item) => item.filled);
  const current = useSectionInView(
    tab,
    sections,
    listed.map((item) => item.key),
  );
  const go = (key: SectionKey) => {
    const section = sections.current.get(key);
    wanted.current = section ? undefined : key;
    if (section) jumpTo(section, loading);
  };

  // Every call failed (the network is gone, the service is down): one message and one retry for
  // the whole tab, not the same block four times.
  if (calls.every((call) => call.error && !call.data)) {
    return (
      <div className="review-tab review-tab--failed" part="review-tab" data-large-id={largeId}>
        <InlineError
          error={votes.error}
          onRetry={() => calls.forEach((call) => call.retry())}
          busy={calls.some((call) => call.fetching)}
          className="review-tab__error"
        />
      </div>
    );
  }

  return (
    <div ref={tab} className="review-tab" part="review-tab" data-large-id={largeId} {...apart}>
      <ReviewStyles />
      <SectionNav items={listed} pending={calls.some((call) => call.status === 'loading')} current={current} onGo={go} />
      <DailyVoteSection largeId={largeId} sectionRef={refFor('vote')} />
      {BELOW.slice(0, below).map(({ key, Section }) =>
        served ? (
          <Suspense key={key}>
            <Section largeId={largeId} sectionRef={refFor(key)} />
          </Suspense>
        ) : (
          <Section key={key} largeId={largeId} sectionRef={refFor(key)} />
        ),
      )}
    </div>
  );
}

/**
 * The nav's jump: `section` to the top (under the sticky nav), its heading focused for a screen
 * reader, and held there while sections above it may still move it (`keepAtTop`).
 */
function jumpTo(section: HTMLElement, loading: RefObject<boolean>): void {
  letGo?.();
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  if (loading.current) keepAtTop(section);
}

/** Ends the hold of the last jump (`keepAtTop`); `follow`: the page goes to its section first if it has moved. */
let letGo: ((follow?: boolean) => void) | undefined;

/**
 * Keeps a section jumped to at the top while sections still load: one above it holds a stand-in
 * of its content's usual size, and what comes may be shorter or taller (fewer stories, a failure's
 * message, nothing at all), moving the section and leaving the person above or below it. Whenever
 * the section's place within the tab changes, the page goes to it again. The hold ends with the
 * commit that brings the last section (`ReviewTab`), at the first change after the person's own
 * pointer, wheel, touch or key (a lone modifier and an event a script sends are none), at the next
 * jump, or when the tab goes.
 */
function keepAtTop(section: HTMLElement): void {
  const tab = section.parentElement;
  if (!tab) return;
  // Where the section starts within the tab: it changes when a section above it changes height.
  const offset = () => section.getBoundingClientRect().top - tab.getBoundingClientRect().top;
  let was = offset();
  const since = followPersonMoves();
  const follow = () => {
    if (personMovedSince(since)) return stop();
    const now = offset();
    if (Math.abs(now - was) < 1) return;
    was = now;
    section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };
  const resized = new ResizeObserver(follow);
  const stop = (last = false) => {
    if (last) follow();
    resized.disconnect();
    if (letGo === stop) letGo = undefined;
  };
  resized.observe(tab);
  letGo = stop;
}

/**
 * The sections below the daily vote, in their order on the page. Drawn in the browser, none is in
 * the tab's first render; they come after it one commit each (`useInTurn`), each below the last, so
 * nothing already on screen moves. So the first screen's vote cards are not held by the ~940
 * elements further down (preparing ~700, requests ~210, content ~25), and those come as three
 * shorter tasks rather than one (one render and commit of all three took ~40 ms of the main thread
 * without throttling; Lighthouse's blocking time on the tab fell from ~220 to ~70 ms). Their data is
 * the loader's head start either way. Chained on commits, not on animation frames: the sections
 * mount within a few tasks of the first render, before a failed call's message, so a section
 * mounting later does not ask again for a call that has just failed (a mounting view reloads what
 * is not fresh). Served, the server draws them all, and each boundary is hydrated in a render of
 * its own.
 */
const BELOW: { key: SectionKey; Section: typeof PreparingSection }[] = [
  { key: 'preparing', Section: PreparingSection },
  { key: 'content', Section: ReviewContentSection },
  { key: 'request', Section: ReviewRequestSection },
];

// Run as the chunk arrives, which is often before the element's first render (the loader starts
// this chunk beside the element's): that render then draws the review side, not a loading screen.
chunkArrived(REVIEW_SIDE, { ReviewTab, VotePage });
