import { sendKeys } from '@web/test-runner-commands';
import { followPersonMoves } from '../../ui/person-moves.ts';
import { expect } from 'chai';
import { createElement } from 'react';
import { MAGAZINE_PREVIEW_LIMIT } from '../../../core/api/magazine-requests.ts';
import { largeDataQuery } from '../../../core/api/selection.ts';
import { configure } from '../../../core/config.ts';
import { defineElement, type WidgetProps } from '../../ui/define-element.tsx';
import { useQuery } from '../../ui/use-query.ts';
import reviewCss from './review.css?inline';
import { ReviewTab } from './review-tab.tsx';
import { messages } from '../../../core/messages/index.ts';
import { reviewMessages as review, progressStageLabels } from '../../../core/messages/review.ts';
import {
  afterNextFrame,
  allByRole,
  byRole,
  answerDialog,
  atUrl,
  cleanup,
  holdEvents,
  holdFetches,
  loginAs,
  logout,
  loseAnswers,
  mount,
  nameOf,
  nextScrollEnd,
  nextTask,
  recordFetches,
  rendered,
  resetApi,
  scenarioId,
  shadow,
  toasts,
  waitFor,
  waitForText,
} from '../../../tests/browser/helpers.ts';
import '../../../loader/selection-widgets.ts';
import { setViewport } from '../../../tests/browser/engine.ts';
import { expectAccessible } from '../../../tests/browser/axe.ts';

/** Keeps the test page where it is: navigations and login hand-offs are recorded and cancelled. */
const navigations: CustomEvent[] = [];
const loginRequests: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);
holdEvents('selection-login-required', loginRequests);

/** Vote and cancel-vote calls made by this page (not the voted-user count). */
const voteCalls = () =>
  performance.getEntriesByType('resource').filter((entry) => {
    const path = new URL(entry.name).pathname;
    return (
      path === '/api/selection-frame-voted-user' ||
      (path.startsWith('/api/selection-frame-voted-user/') && !path.endsWith('/count-for-buyer'))
    );
  }).length;

const q = <T extends Element = HTMLElement>(element: Element, selector: string) => shadow(element).querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  element.shadowRoot ? Array.from(element.shadowRoot.querySelectorAll<T>(selector)) : [];

/** The labels of the nav's links marked as the section in view. */
const markedSections = (element: Element) =>
  qa(element, '[part~="review-nav-link"][aria-current="true"]')
    .map((link) => link.textContent)
    .join();

/** A card not yet voted for whose count is below the 9,999 cap, so a change of one shows. */
const openCard = (element: Element) =>
  qa(element, '[part~="vote-card"]').find(
    (entry) => entry.querySelector('[aria-pressed="false"]') && !entry.querySelector('[part="vote-count"]')?.textContent?.includes('+'),
  )!;

/**
 * Waits until every section shows its content: the review requests (the last section) are drawn
 * and no section is still loading. A section still loading holds a stand-in, and what comes may
 * not fill the same box (a failure's message is shorter).
 */
const everySectionDrawn = (element: Element, timeout?: number) =>
  waitFor(() => qa(element, '[part="review-request"]').length > 0 && qa(element, '[data-state="loading"]').length === 0, {
    message: () => `every section drawn (still loading: ${qa(element, '[data-state="loading"]').length})`,
    ...(timeout ? { timeout } : {}),
  });

async function mountReviewTab(): Promise<HTMLElement> {
  atUrl('?tab=1');
  const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
  await waitFor(() => qa(element, '[part~="vote-card"]').length === 15, { message: '15 vote cards', timeout: 8000 });
  return element;
}

describe('sneakers review tab', () => {
  beforeEach(async () => {
    navigations.length = 0;
    loginRequests.length = 0;
    await resetApi();
    await logout();
  });
  afterEach(async () => {
    cleanup();
    document.documentElement.style.overflowAnchor = '';
    document.body.style.overflowAnchor = '';
    await logout();
  });

  it('shows the four sections, each call made once, with the section nav', async () => {
    const fetches = recordFetches();
    const element = await mountReviewTab();
    await waitFor(() => qa(element, '[part="review-request"]').length === 25, { message: '25 requests' });
    await waitFor(() => qa(element, '[part="story-card"]').length === 4, { message: '4 stories' });
    // Each section is a region named by its heading.
    const headings = qa(element, '[part~="review-section"]').map((section) => nameOf(section));
    expect(headings).to.deep.equal([review.sectionDailyVote, review.sectionPreparing, review.sectionContent, review.sectionRequest]);
    const nav = q(element, 'nav[part="review-nav"]');
    expect(nav?.getAttribute('aria-label')).to.equal(review.navLabel);
    expect(qa(element, '[part~="review-nav-link"]').map((link) => link.textContent)).to.deep.equal(headings);
    // The preview asks 16, shows 15 and offers the full list.
    expect(q(element, '[part="vote-more"]')?.textContent).to.equal(review.voteMore);
    // The first screen's vote images (the grid's first two rows) are asked for as they are drawn; the rest near the view.
    const eager = 2 * getComputedStyle(q(element, '[part="vote-list"]')!).gridTemplateColumns.split(' ').length;
    const loading = qa(element, '[part~="vote-card"] img').map((image) => (image as HTMLImageElement).loading);
    expect(loading).to.deep.equal([...Array<string>(eager).fill('eager'), ...Array<string>(15 - eager).fill('lazy')]);
    // Two elements' worth of sections share one request per call (nav and section ask the same key).
    await waitFor(() => fetches.count('/selection-frame-voted-user/count-for-buyer') > 0, { message: 'the voted-user count asked for' });
    fetches.stop();
    expect(fetches.count('/selection-frame-vote/buyer-list')).to.equal(2); // preview + preparing
    expect(fetches.count('/selection-frame-review-request/buyer-list')).to.equal(1);
    expect(fetches.count('/magazine/preview-list')).to.equal(1);
    expect(fetches.count('/selection-frame-voted-user/count-for-buyer')).to.equal(1);
    await expectAccessible(element);
  });

  it('draws the vote cards first, then the sections below one at a time in page order, never moving the cards', async () => {
    // Every call answered and cached first, so the first commit could hold every section.
    const before = await mountReviewTab();
    await waitFor(() => qa(before, '[part~="review-request"]').length === 25, { message: 'the requests' });
    cleanup();
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    const names: string[] = [review.sectionDailyVote, review.sectionPreparing, review.sectionContent, review.sectionRequest];
    // What each change of the page showed (a mutation record batch follows each commit): the
    // sections by name, the items below the vote, and where the first vote card was.
    const seen: { votes: number; below: number; sections: string; top: number | undefined }[] = [];
    const observer = new MutationObserver(() => {
      const votes = qa(element, '[part~="vote-card"]');
      const below = qa(element, '[part~="preparing-card"], [part~="story-card"], [part~="review-request"]').length;
      const sections = allByRole(element, 'region')
        .map(nameOf)
        .filter((name) => names.includes(name))
        .join(',');
      seen.push({ votes: votes.length, below, sections, top: votes[0]?.getBoundingClientRect().top });
    });
    observer.observe(shadow(element), { childList: true, subtree: true });
    await waitFor(() => qa(element, '[part~="review-request"]').length === 25, { message: 'the requests again' });
    observer.disconnect();
    const first = seen.find((change) => change.votes > 0);
    expect(first, 'a change with the vote cards').to.exist;
    expect(first?.votes).to.equal(15);
    expect(first?.below, 'items below the vote with the vote cards').to.equal(0);
    // Each section below arrives on its own, in page order: three short tasks, not one long one.
    const arrivals = [...new Set(seen.map((change) => change.sections))];
    expect(arrivals.slice(-4)).to.deep.equal(names.map((_, index) => names.slice(0, index + 1).join(',')));
    expect(seen.at(-1)?.top, 'the vote cards did not move').to.equal(first?.top);
  });

  it('caps vote counts at 9,999+ and shows the voted-user count', async () => {
    const element = await mountReviewTab();
    const counts = qa(element, '[part="vote-count"]').map((count) => count.textContent);
    expect(counts[0]).to.equal(review.voteCount('9,999+'));
    expect(counts.slice(1).every((count) => /^[\d,]+표$/.test(count ?? ''))).to.equal(true);
    const users = await waitFor(() => q(element, '[part="voted-user-count"]'));
    expect(users.textContent).to.match(/^[\d,]+명 참여 중$/);
  });

  it('shows review-preparing items (up to 50) with early, mid and late progress', async () => {
    const element = await mountReviewTab();
    await waitFor(() => qa(element, '[part="preparing-card"]').length === 50, { message: '50 preparing items' });
    const stages = new Set(qa(element, '[part="progress"]').map((bar) => bar.dataset.stage));
    expect([...stages].sort()).to.deep.equal(['early', 'late', 'mid']);
    const late = qa(element, '[part="progress"][data-stage="late"]')[0];
    expect(late?.querySelector('[aria-current="step"]')?.textContent).to.equal(progressStageLabels.late);
    expect(late?.getAttribute('aria-label')).to.include(review.progressLabel('').trim());
    await expectAccessible(element);

    // Only the cards near the view are laid out; the row keeps the first three's height as the rest are drawn.
    const row = byRole(element, 'list', review.preparingListLabel)!;
    row.scrollIntoView({ block: 'center', behavior: 'instant' });
    const cards = qa(element, '[part="preparing-card"]');
    const drawn = (index: number) => rendered(cards[index]?.querySelector('h3'));
    await waitFor(() => drawn(0), { message: 'the first preparing card drawn in view' });
    expect([0, 1, 2, 20, 49].map(drawn), 'the first three drawn, cards far along the row not').to.deep.equal([
      true,
      true,
      true,
      false,
      false,
    ]);
    const height = row.getBoundingClientRect().height;
    row.scrollTo({ left: row.scrollWidth, behavior: 'instant' });
    await waitFor(() => drawn(49), { message: 'the last preparing card drawn once scrolled to' });
    expect(row.getBoundingClientRect().height, 'the row height').to.equal(height);
  });

  it('links review content to the story page and to the story list with the rest count', async () => {
    const element = await mountReviewTab();
    const largeId = await scenarioId('sneakers');
    const story = await waitFor(() => q<HTMLAnchorElement>(element, '[part="story-card"]'));
    const storyId = story.dataset.storyId ?? '';
    story.click();
    expect(navigations.at(-1)?.detail).to.include({ url: `/magazine/${storyId}?story-type=SNEAKERS`, reason: 'link' });
    const more = q<HTMLAnchorElement>(element, '[part="story-more"]');
    // The stories beyond the preview, as the server counts them.
    const { list, restCount } = await (
      await fetch(`/api/magazine/preview-list?selectionFrameLargeDataId=${largeId}&storyType=SNEAKERS&limit=${MAGAZINE_PREVIEW_LIMIT}`)
    ).json();
    expect(list).to.have.length(MAGAZINE_PREVIEW_LIMIT);
    expect(restCount).to.be.above(0);
    expect(more?.textContent).to.equal(`${review.contentMore}+${restCount}`);
    more?.click();
    expect(navigations.at(-1)?.detail.url).to.equal(`/story-list?selection-frame-data-id=${largeId}&story-type=SNEAKERS`);
  });

  it("follows the host's story page and story list patterns (a shop on another origin links to the marketplace's)", async () => {
    configure({ magazineUrl: 'https://shop.example/stories/{storyId}?type={storyType}', storyListUrl: '/s/{largeId}/stories/{storyType}' });
    try {
      const element = await mountReviewTab();
      const largeId = await scenarioId('sneakers');
      const story = await waitFor(() => q<HTMLAnchorElement>(element, '[part="story-card"]'));
      expect(story.getAttribute('href')).to.equal(`https://shop.example/stories/${story.dataset.storyId}?type=SNEAKERS`);
      expect(q(element, '[part="story-more"]')?.getAttribute('href')).to.equal(`/s/${largeId}/stories/SNEAKERS`);
    } finally {
      configure({ magazineUrl: null, storyListUrl: null });
    }
  });

  it('scrolls to a section from the nav and moves focus to its heading', async () => {
    const element = await mountReviewTab();
    await everySectionDrawn(element);
    const link = qa(element, '[part~="review-nav-link"]').find((button) => button.textContent === review.sectionRequest);
    // The jump ends before the test does: a smooth scroll still under way when the element is
    // removed and the next test's element mounted kept Chromium from starting that test's own jump.
    const rested = nextScrollEnd(document, { message: 'the jump to come to rest' });
    link?.click();
    const focused = await waitFor(() => shadow(element).activeElement as HTMLElement | null);
    expect(focused.textContent).to.equal(review.sectionRequest);
    await rested;
    expect(Math.abs(q(element, 'section[data-section="request"]')!.getBoundingClientRect().top), 'the section scrolled to').to.be.below(
      200,
    );
  });

  it('marks the section in view in the nav, after a jump from the nav and as the page scrolls', async () => {
    const element = await mountReviewTab();
    await everySectionDrawn(element);
    const labels = (selector: string) => qa(element, selector).map((link) => link.textContent);
    // Marked for a screen reader and for a host's styles alike.
    const expectMarked = async (label: string) => {
      await waitFor(() => markedSections(element) === label, {
        message: `only ${label} marked`,
      }).catch((error: Error) => {
        throw new Error(`${error.message}; marked: ${labels('[aria-current="true"]').join()} at ${scrollY}`);
      });
      expect(labels('[part~="review-nav-link--current"]'), 'the part of the marked link').to.deep.equal([label]);
    };
    // At the top of the page (an earlier test's place may have been restored).
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expectMarked(review.sectionDailyVote);
    const link = (label: string) => qa(element, '[part~="review-nav-link"]').find((button) => button.textContent === label)!;
    link(review.sectionRequest).click();
    await expectMarked(review.sectionRequest);
    // Scrolled by the person (not the nav): the section whose top has come under the nav is marked.
    q(element, 'section[data-section="preparing"]')!.scrollIntoView({ block: 'start', behavior: 'instant' });
    await expectMarked(review.sectionPreparing);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expectMarked(review.sectionDailyVote);
  });

  /**
   * Back at the top of the page, that scroll's events over (an earlier test may have left the page
   * lower): a scroll and its end awaited after this are the test's own.
   */
  async function backToTop(): Promise<void> {
    if (scrollY === 0) return;
    const atTop = nextScrollEnd(document, { message: 'the page back at its top' });
    window.scrollTo({ top: 0, behavior: 'instant' });
    await atTop;
  }

  /**
   * The review tab with its review content (above the requests) still loading, and 리뷰 요청 pressed:
   * the page has come to rest at the requests. Then the content's call fails (its message is shorter
   * than the stories' stand-in, so the requests move up when it comes), or with `comes` it is
   * answered (the stories fill their stand-in's box: nothing moves); `then` runs before the call is
   * let through. Without the browser's scroll anchoring (as in Safari), so that only the jump's hold
   * can follow the requests: Firefox reads it from the root, Chromium from the body, out of which it
   * would choose an anchor (the test's `afterEach` turns it back on).
   */
  async function jumpWhileContentLoads({
    then = () => {},
    comes = false,
    byKey = false,
  }: {
    then?: () => unknown;
    comes?: boolean;
    /** The jump made by the keyboard (Enter on the nav's link, a key of the person's own), not by a script's click. */
    byKey?: boolean;
  } = {}) {
    document.documentElement.style.overflowAnchor = 'none';
    document.body.style.overflowAnchor = 'none';
    const content = holdFetches((url) => url.includes('/magazine/preview-list'));
    try {
      const element = await mountReviewTab();
      await waitFor(() => qa(element, '[part="review-request"]').length > 0 && content.held() > 0, {
        message: 'the requests drawn, the content held',
      });
      await backToTop();
      const link = qa(element, '[part~="review-nav-link"]').find((button) => button.textContent === review.sectionRequest)!;
      const rested = nextScrollEnd(document, { message: 'the jump to come to rest' });
      if (byKey) {
        // The page already following the person's moves (as it does once the home's lists are drawn).
        followPersonMoves();
        link.focus();
        await sendKeys({ press: 'Enter' });
      } else link.click();
      await rested;
      const requests = q(element, 'section[data-section="request"]')!;
      const line = () => requests.getBoundingClientRect().top - q(element, '[part="review-nav"]')!.getBoundingClientRect().bottom;
      expect(line(), 'the requests just under the nav after the jump').to.be.within(-1, 24);
      await then();
      // Failing, the call fails on each retry too, until the `finally` below lets calls through.
      content.release(comes ? undefined : 503);
      await everySectionDrawn(element);
      return { element, line };
    } finally {
      content.release();
      content.stop();
    }
  }

  it('keeps a section jumped to at the top when a section above it loads after the jump (the jump by its own key, which is no move away)', async () => {
    const { element, line } = await jumpWhileContentLoads({ byKey: true });
    await waitFor(() => line() >= -1 && line() <= 24, {
      message: () => `the requests back just under the nav (${Math.round(line())} px below it)`,
    });
    await waitFor(() => markedSections(element) === review.sectionRequest, { message: 'the requests marked' });
  });

  it('lets go of a section jumped to once every section is in: a change above it later leaves the page where it is', async () => {
    let held: Promise<void> | undefined;
    const { element, line } = await jumpWhileContentLoads({
      then: () => {
        held = nextScrollEnd(document, { message: 'the page back at the requests' });
      },
    });
    await held;
    expect(line(), 'the requests back just under the nav').to.be.within(-1, 24);
    const at = scrollY;
    // Every section is in (the content's message): asked again, the stories come and push the requests down.
    byRole(q(element, 'section[data-section="content"]')!, 'button', messages.screens.retry)!.click();
    await waitFor(() => qa(element, '[part="story-card"]').length === 4, { message: 'the stories' });
    await waitFor(() => line() > 24, { message: () => `the requests pushed down (${Math.round(line())} px below the nav)` });
    await afterNextFrame();
    await afterNextFrame();
    expect(scrollY, 'the page where it was').to.equal(at);
  });

  it('lets go of a section jumped to when the last section comes in its stand-in’s box: a change above it later leaves the page where it is', async () => {
    const { element, line } = await jumpWhileContentLoads({ comes: true });
    expect(line(), 'the requests still just under the nav').to.be.within(-1, 24);
    const at = scrollY;
    // A scroll the page is asked for (a smooth one may not have begun two frames later).
    const asked: string[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...options: [ScrollIntoViewOptions?]) {
      asked.push(this.getAttribute('data-section') ?? this.tagName);
      scrollIntoView.apply(this, options);
    };
    try {
      // Something above grows after every section is in (here, the daily vote, by the test's hand).
      q(element, 'section[data-section="vote"]')!.style.paddingTop = '200px';
      await waitFor(() => line() > 24, { message: () => `the requests pushed down (${Math.round(line())} px below the nav)` });
      await afterNextFrame();
      await afterNextFrame();
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
    expect(asked, 'scrolls asked for').to.deep.equal([]);
    expect(scrollY, 'the page where it was').to.equal(at);
  });

  it('keeps a section jumped to at the top through a lone modifier key (a shortcut held, a screen reader’s command)', async () => {
    const keys: string[] = [];
    const seen = (event: KeyboardEvent) => event.isTrusted && keys.push(event.key);
    window.addEventListener('keydown', seen, true);
    const { line } = await jumpWhileContentLoads({
      then: async () => {
        await sendKeys({ press: 'Shift' });
        // Nor does an event a script sends end it.
        window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
      },
    }).finally(() => window.removeEventListener('keydown', seen, true));
    expect(keys, 'the key reached the page').to.include('Shift');
    await waitFor(() => line() >= -1 && line() <= 24, {
      message: () => `the requests back just under the nav (${Math.round(line())} px below it)`,
    });
  });

  it('lets go of a section jumped to at the person’s own key: the page stays where they are', async () => {
    let at = 0;
    const { line } = await jumpWhileContentLoads({
      then: async () => {
        // A key that moves nothing itself (nothing of the tab answers it either).
        await sendKeys({ press: 'Escape' });
        at = scrollY;
      },
    });
    // The content's message has come and the requests have moved up; the page has not followed them.
    await waitFor(() => line() < -24, { message: () => `the requests moved up (${Math.round(line())} px below the nav)` });
    await afterNextFrame();
    await afterNextFrame();
    expect(scrollY, 'the page where the person left it').to.equal(at);
  });

  for (const [width, height] of [
    [800, 600],
    [393, 852],
  ] as const) {
    it(`keeps the sections below in place as the vote cards, the preparing items and the review content come (${width} px wide)`, async () => {
      // The vote preview and the preparing items (one path), and the stories.
      const middle = holdFetches((url) => url.includes('/magazine/preview-list') || url.includes('/selection-frame-vote/buyer-list'));
      try {
        await setViewport(width, height);
        atUrl('?tab=1');
        const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
        await waitFor(() => qa(element, '[part="review-request"]').length > 0 && middle.held() >= 3, {
          message: 'the requests drawn, the votes, the preparing items and the content held',
        });
        const tab = q(element, '[part="review-tab"]')!;
        // Where the sections below the daily vote start within the tab: the preparing, the content and the requests.
        const places = () =>
          qa(element, 'section[data-section]')
            .slice(1)
            .map((section) => Math.round(section.getBoundingClientRect().top - tab.getBoundingClientRect().top));
        const before = places();
        // The stand-ins are hidden from assistive technology, and no stop for the keyboard (the
        // preparing row scrolls, which makes it one in Chromium and Firefox); the sections say they are busy.
        await expectAccessible(element);
        const row = q(element, '.preparing-list--stand-in')!;
        row.focus();
        expect(shadow(element).activeElement, 'the focus on the preparing stand-in').to.equal(null);
        middle.release();
        await everySectionDrawn(element);
        const after = places();
        const moved = after.map((place, index) => Math.abs(place - before[index]!));
        expect(Math.max(...moved), `the sections below the vote moved (${before} → ${after})`).to.be.at.most(1);
      } finally {
        middle.release();
        middle.stop();
        await setViewport(800, 600);
      }
    });
  }

  it('after a second jump pressed while the first still scrolls, rests on the second section, marked and focused', async () => {
    const element = await mountReviewTab();
    await everySectionDrawn(element);
    await backToTop();
    await waitFor(() => markedSections(element) === review.sectionDailyVote, { message: 'the first section marked at the top' });
    const link = (label: string) => qa(element, '[part~="review-nav-link"]').find((button) => button.textContent === label)!;
    // The first jump, to the last section, is under way (the page has begun to move) when the second is pressed.
    const moving = new Promise((resolve) => document.addEventListener('scroll', resolve, { once: true }));
    link(review.sectionRequest).click();
    await moving;
    const rested = nextScrollEnd(document, { message: 'the second jump to come to rest' });
    link(review.sectionPreparing).click();
    await rested;
    const nav = q(element, '[part="review-nav"]')!.getBoundingClientRect();
    const top = q(element, 'section[data-section="preparing"]')!.getBoundingClientRect().top;
    expect(top - nav.bottom, 'the second section just under the nav').to.be.within(-1, 24);
    await waitFor(() => markedSections(element) === review.sectionPreparing, { message: 'the second section marked' });
    expect(shadow(element).activeElement?.textContent, 'focus on the second heading').to.equal(review.sectionPreparing);
  });

  // A host's box the element scrolls in: a plain one, and one inside a host component's shadow root
  // the element is slotted into (an app shell), whose scrolls do not leave that root.
  const hostBoxes: Record<string, () => { parent: Element; box: HTMLElement }> = {
    "a host's scrolling box": () => {
      const box = mount('div', { style: 'height: 320px; overflow-y: auto' });
      return { parent: box, box };
    },
    "a host component's scrolling box, slotted": () => {
      const host = mount('div', {});
      const box = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
      box.style.cssText = 'height: 320px; overflow-y: auto';
      box.append(document.createElement('slot'));
      return { parent: host, box };
    },
  };
  for (const [place, make] of Object.entries(hostBoxes)) {
    it(`in ${place}, marks the section in view as the box scrolls, and the last by the box's foot, not the window's`, async () => {
      // The last section (review requests) is long: the tab's end is in view only well past its top,
      // unless the view is taller than it. Here the window is, and the host's box is not.
      await setViewport(800, 2400);
      try {
        atUrl('?tab=1');
        const { parent, box } = make();
        const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') }, parent);
        window.scrollTo({ top: 0, behavior: 'instant' });
        await everySectionDrawn(element, 8000);
        await waitFor(() => markedSections(element) === review.sectionDailyVote, { message: 'the first section marked at the top' });
        const tab = q(element, '[part="review-tab"]')!;
        const last = q(element, 'section[data-section="request"]')!;
        const boxFoot = () => box.getBoundingClientRect().top + box.clientTop + box.clientHeight;
        // The last section's top just above the box's foot, far under the nav: the section above it is
        // the one at the line. The tab's end lies under the box's foot, hidden, but above the window's.
        box.scrollTop += last.getBoundingClientRect().top - (boxFoot() - 50);
        expect(tab.getBoundingClientRect().bottom, "the tab's end under the box's foot").to.be.above(boxFoot());
        expect(tab.getBoundingClientRect().bottom, "the tab's end above the window's foot").to.be.below(innerHeight);
        // The nav marks again a frame after the scroll: the section at the line, not the last.
        await waitFor(() => markedSections(element) !== review.sectionDailyVote, { message: 'the nav marking the new place' });
        expect(markedSections(element)).to.equal(review.sectionContent);
      } finally {
        await setViewport(800, 600);
      }
    });
  }

  it('on a phone, brings the marked link into the nav row, which scrolls sideways', async () => {
    try {
      await setViewport(393, 852);
      const element = await mountReviewTab();
      await everySectionDrawn(element);
      const row = q(element, '.review-nav__list')!;
      expect(row.scrollWidth, 'the row is wider than the phone').to.be.greaterThan(row.clientWidth);
      const link = qa(element, '[part~="review-nav-link"]').find((button) => button.textContent === review.sectionRequest)!;
      link.click();
      await waitFor(() => link.getAttribute('aria-current') === 'true', { message: 'the link marked' });
      await waitFor(
        () => {
          const [box, shown] = [row.getBoundingClientRect(), link.getBoundingClientRect()];
          return shown.left >= box.left - 1 && shown.right <= box.right + 1;
        },
        { message: 'the marked link wholly in the row' },
      );
    } finally {
      await setViewport(800, 600);
    }
  });

  it('asks an anonymous voter to log in, then hands over to the login page, without calling', async () => {
    const element = await mountReviewTab();
    const before = voteCalls();
    const button = q<HTMLButtonElement>(element, '[part="vote-button"]');
    button?.click();
    expect(await answerDialog(element)).to.equal('로그인 후 다시 시도해주세요.');
    await waitFor(() => loginRequests.length === 1, { message: 'login hand-off' });
    expect(loginRequests[0]?.detail.from).to.include('tab=1');
    expect(voteCalls() - before).to.equal(0);
    expect(button?.getAttribute('aria-pressed')).to.equal('false');
  });

  it('votes and cancels: the count moves by one at once and the server agrees', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountReviewTab();
    const card = openCard(element);
    const id = card.dataset.voteId;
    const count = () => Number(card.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''));
    const start = count();
    const button = card.querySelector<HTMLButtonElement>('[part="vote-button"]')!;
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', { message: 'voted' });
    expect(count()).to.equal(start + 1);
    await waitFor(() => toasts(element).includes(review.voteSuccess), { message: 'vote toast' });
    await expectAccessible(element);
    const server = await (
      await fetch(
        `/api/selection-frame-vote/buyer-list?page=1&limit=50&selectionFrameLargeDataId=${await scenarioId('sneakers')}&voteProcess=VOTING`,
      )
    ).json();
    expect(server.selectionFrameVotes.find((vote: { _id: string }) => vote._id === id).votedCount).to.equal(start + 1);

    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'false', { message: 'vote cancelled' });
    expect(count()).to.equal(start);
    await waitFor(() => toasts(element).includes(review.voteCancelSuccess), { message: 'cancel toast' });
  });

  it("leaves a double click's second click out: the vote stays, not cancelled by it", async () => {
    await loginAs('buyer2@example.com');
    const element = await mountReviewTab();
    const card = openCard(element);
    const button = card.querySelector<HTMLButtonElement>('[part="vote-button"]')!;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    await waitFor(() => toasts(element).includes(review.voteSuccess), { message: 'the vote' });
    const before = voteCalls();
    // The same double click's second click, after the vote's answer (a fast connection).
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
    await nextTask();
    await nextTask();
    expect(voteCalls() - before, 'nothing sent').to.equal(0);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
  });

  it('asks for the votes again when a vote got no answer (it may be in), and shows what the server has', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountReviewTab();
    const card = openCard(element);
    const id = card.dataset.voteId ?? '';
    const count = () => Number(card.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''));
    const start = count();
    // The vote reaches the server; its answer is lost on the way back.
    const lost = loseAnswers((url, method) => method === 'POST' && url.pathname === '/api/selection-frame-voted-user');
    try {
      card.querySelector<HTMLButtonElement>('[part="vote-button"]')!.click();
      expect(await answerDialog(element)).to.equal(messages.errors.network);
    } finally {
      lost.stop();
    }
    // Rolled back, then asked again: voted, counted once.
    const shown = () => shadow(element).querySelector<HTMLElement>(`[data-vote-id="${CSS.escape(id)}"]`);
    await waitFor(
      () =>
        shown()?.querySelector('[aria-pressed="true"]') &&
        Number(shown()?.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, '')) === start + 1,
      { message: 'the server’s state' },
    );
  });

  it('refuses a second vote while the first is pending, with the waiting message', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountReviewTab();
    const card = openCard(element);
    const button = card.querySelector<HTMLButtonElement>('[part="vote-button"]')!;
    const count = () => Number(card.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''));
    const start = count();
    const before = voteCalls();
    button.click();
    button.click();
    await waitFor(() => toasts(element).includes(review.votePending), { message: 'waiting message of the vote in flight' });
    expect(toasts(element)).not.to.include(review.voteCancelPending);
    await waitFor(() => toasts(element).includes(review.voteSuccess), { message: 'the first vote' });
    expect(voteCalls() - before).to.equal(1);
    expect(count()).to.equal(start + 1);
  });

  it('rolls back a refused vote (ALREADY_VOTED) and shows the server message in the error dialog', async () => {
    const { token } = await loginAs('buyer2@example.com');
    const element = await mountReviewTab();
    const card = openCard(element);
    const id = card.dataset.voteId ?? '';
    const count = () => Number(card.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''));
    const start = count();
    // The same person votes elsewhere (another tab), so this page is behind.
    await fetch('/api/selection-frame-voted-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ selectionFrameVoteId: id }),
    });
    card.querySelector<HTMLButtonElement>('[part="vote-button"]')!.click();
    expect(await answerDialog(element)).to.equal('이미 투표한 유저입니다.');
    expect(loginRequests).to.have.length(0);
    // Rolled back, then brought up to date from the server: voted, counted once.
    await waitFor(() => card.isConnected && card.querySelector('[aria-pressed="true"]') && count() === start + 1, {
      message: 'fresh state',
    });
  });

  it('shows a failed vote of an expired session, then sends the person to login', async () => {
    const element = await mountReviewTab();
    document.cookie = 'access_token=expired-token; path=/';
    q<HTMLButtonElement>(element, '[part="vote-button"]')?.click();
    expect(await answerDialog(element)).to.equal('로그인 후 다시 시도해주세요.');
    await waitFor(() => loginRequests.length === 1, { message: 'login hand-off' });
    expect(q(element, '[part="vote-button"]')?.getAttribute('aria-pressed')).to.equal('false');
  });

  it('shows the empty vote message and leaves empty sections out of the nav and the page', async () => {
    // The outlet selection has no votes, stories or requests: the real tab against the real calls.
    const element = mount('review-tab-probe', { 'large-id': await scenarioId('outlet') });
    await waitForText(element, review.voteEmpty);
    await waitForText(element, review.requestEmpty);
    // The sections come one commit each in page order, each showing its loading state until its call
    // answers: the preparing section, above the requests, may still be waiting on its own call.
    await waitFor(() => !q(element, '[data-state="loading"]'), { message: 'every section answered' });
    expect(q(element, '[data-state="vote-empty"]')?.textContent).to.equal('투표 준비중입니다. 조금만 기다려주세요!');
    expect(q(element, '[data-section="preparing"]')).to.equal(null);
    expect(q(element, '[data-section="content"]')).to.equal(null);
    expect(q(element, 'nav[part="review-nav"]')).to.equal(null);
    // The request form stays: the first request has to come from somewhere.
    expect(q(element, '[part="request-input"]')).not.to.equal(null);
  });
});

/** `<review-tab-probe large-id>`: the review tab in an element of its own, for any selection. */
function ReviewTabProbe({ largeId }: { largeId?: string }) {
  const frames = useQuery(largeId ? largeDataQuery(largeId) : undefined);
  const large = frames.data?.selectionFrameDataList[0];
  return large ? createElement(ReviewTab, { large }) : null;
}
defineElement<WidgetProps & { largeId?: string }>('review-tab-probe', ReviewTabProbe, { props: { largeId: 'string' }, css: reviewCss });
