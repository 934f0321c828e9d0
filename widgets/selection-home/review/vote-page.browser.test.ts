import { expect } from 'chai';
import { reviewMessages as review, voteSortLabels } from '../../../core/messages/review.ts';
import {
  allByRole,
  atUrl,
  cleanup,
  drawnItems,
  holdFetches,
  listEnd,
  loginAs,
  logout,
  mount,
  recordFetches,
  requestCount,
  requestsMade,
  resetApi,
  scenarioId,
  waitFor,
} from '../../../tests/browser/helpers.ts';
import '../../../loader/selection-widgets.ts';
import { expectAccessible } from '../../../tests/browser/axe.ts';
import { expectNoFocusZoom } from '../../../tests/browser/focus-zoom.ts';
import { setViewport } from '../../../tests/browser/engine.ts';

document.addEventListener('selection-navigate', (event) => event.preventDefault());
document.addEventListener('selection-login-required', (event) => event.preventDefault());

const qa = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  element.shadowRoot ? Array.from(element.shadowRoot.querySelectorAll<T>(selector)) : [];
const q = <T extends Element = HTMLElement>(element: Element, selector: string) => qa<T>(element, selector)[0];
const cards = (element: Element) => qa(element, '[part~="vote-card"]');

/**
 * Scrolls to the list's end until `want` votes were drawn, each page as the list asks for it: the
 * votes in the order first drawn, with their counts (a page far above may be set aside meanwhile).
 */
async function scrollToEnd(element: Element, want: number): Promise<{ id: string; count: number }[]> {
  // Each vote's count as it is first drawn.
  const { seen, see } = drawnItems(
    () => cards(element),
    (card) => card.dataset.voteId ?? '',
    (card) => Number(card.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, '')),
  );
  await waitFor(
    () => {
      if (see() >= want) return true;
      listEnd(element)?.scrollIntoView();
      return false;
    },
    { message: () => `${want} vote cards (${seen.size})`, timeout: 20_000 },
  );
  return [...seen].map(([id, count]) => ({ id, count }));
}

/** How many steps back through history (popstate) the page took while `run` ran. */
async function stepsBack(run: () => Promise<void>): Promise<number> {
  let steps = 0;
  const onPopState = () => (steps += 1);
  window.addEventListener('popstate', onPopState);
  try {
    await run();
  } finally {
    window.removeEventListener('popstate', onPopState);
  }
  return steps;
}

describe('full daily-vote list (path=vote)', () => {
  beforeEach(async () => {
    await resetApi();
    await logout();
  });
  afterEach(async () => {
    cleanup();
    await logout();
    atUrl('');
    await setViewport(800, 600);
  });

  it('opens from the review tab’s more link at its top under the header, focus on its heading, and its ‹ goes back over that step, focus on the link again', async () => {
    atUrl('?tab=1');
    // The host's own content above the element (its header is 48 px, the default sticky top).
    const above = document.body.insertBefore(
      Object.assign(document.createElement('div'), { style: 'height: 900px' }),
      document.body.firstChild,
    );
    try {
      const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
      const more = await waitFor(() => q<HTMLAnchorElement>(element, '[part="vote-more"]'), { timeout: 8000 });
      // A link to the vote page's address (a crawler, a new tab), which a plain click opens in place.
      expect(new URL(more.href).search).to.equal('?tab=1&path=vote');
      more.scrollIntoView({ block: 'center' });
      more.focus();
      more.click();
      expect(new URLSearchParams(location.search).get('path')).to.equal('vote');
      // The page's own top heading (the review tab's section of that name is a level below), focused.
      const heading = await waitFor(
        () => allByRole(element, 'heading', review.votePageTitle).find((candidate) => candidate.localName === 'h1'),
        { message: 'the vote page’s heading' },
      );
      await waitFor(() => element.shadowRoot?.activeElement === heading, { message: 'focus on the vote page’s heading' });
      // Opened from further down, it starts at its top, under the host's header rather than behind it.
      expect(Math.round(element.getBoundingClientRect().top), 'the vote page’s top').to.be.within(47, 49);
      await waitFor(() => cards(element).length >= 15, { message: '15 cards' });
      await expectAccessible(element);
      const back = q<HTMLAnchorElement>(element, '[part="vote-page-back"]')!;
      expect(back.getAttribute('aria-label')).to.equal(review.votePageBack);
      // Back over the step, as the browser's Back goes (no new step: the next Back leaves the tab).
      const wentBack = await stepsBack(async () => {
        back.click();
        await waitFor(() => new URLSearchParams(location.search).get('path') === null, { message: 'the vote page left' });
      });
      expect(new URLSearchParams(location.search).get('tab')).to.equal('1');
      expect(wentBack, 'a step back').to.equal(1);
      await waitFor(() => q(element, '[part="review-tab"]'), { message: 'the review tab again' });
      await waitFor(() => element.shadowRoot?.activeElement === q(element, '[part="vote-more"]'), { message: 'focus on 투표 전체보기' });
    } finally {
      above.remove();
    }
  });

  it('opened from the review tab and sorted, its ‹ still goes back over that step (the sort replaced it in place)', async () => {
    atUrl('?tab=1');
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    const more = await waitFor(() => q<HTMLAnchorElement>(element, '[part="vote-more"]'), { timeout: 8000 });
    more.click();
    const select = await waitFor(() => q<HTMLSelectElement>(element, '[part="vote-sort"]'), { message: 'the vote sort' });
    const steps = history.length;
    select.value = 'RECENTLY_REGISTERED';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(new URLSearchParams(location.search).get('sortType')).to.equal('RECENTLY_REGISTERED');
    expect(history.length, 'the sort is no step of its own').to.equal(steps);
    const wentBack = await stepsBack(async () => {
      q<HTMLAnchorElement>(element, '[part="vote-page-back"]')!.click();
      await waitFor(() => new URLSearchParams(location.search).get('path') === null, { message: 'the vote page left' });
    });
    expect(wentBack, 'a step back, no step forward').to.equal(1);
    expect(history.length, 'no step added').to.equal(steps);
    expect(new URLSearchParams(location.search).get('tab')).to.equal('1');
  });

  it('opened at its address, its ‹ goes to the review tab as a step, and focus to 투표 전체보기, brought into sight on a phone', async () => {
    await setViewport(393, 852);
    atUrl('?tab=1&path=vote&sortType=RECENTLY_REGISTERED');
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    const back = await waitFor(() => q<HTMLAnchorElement>(element, '[part="vote-page-back"]'), { timeout: 8000 });
    expect(element.shadowRoot?.activeElement ?? null, 'no focus taken on load').to.equal(null);
    // A link to the review tab's address, without the vote page's sort.
    expect(new URL(back.href).search).to.equal('?tab=1');
    // A step forward to the tab, at once (no Back: nothing before it was this page's).
    const wentBack = await stepsBack(async () => {
      back.click();
      expect(new URLSearchParams(location.search).get('path')).to.equal(null);
      await waitFor(() => q(element, '[part="review-tab"]'), { message: 'the review tab' });
    });
    expect(new URLSearchParams(location.search).get('tab')).to.equal('1');
    expect(wentBack, 'no step back').to.equal(0);
    await waitFor(() => element.shadowRoot?.activeElement === q(element, '[part="vote-more"]'), {
      message: 'focus on 투표 전체보기',
      timeout: 8000,
    });
    // The tab opens at its top, the link far below it on a phone: the page is brought to it.
    const { top, bottom } = q(element, '[part="vote-more"]')!.getBoundingClientRect();
    expect([top >= 0, bottom <= innerHeight], `in sight (${Math.round(top)}–${Math.round(bottom)} of ${innerHeight})`).to.deep.equal([
      true,
      true,
    ]);
  });

  for (const [width, height] of [
    [800, 600],
    [393, 852],
  ] as const) {
    it(`holds a page of card stand-ins while its first page loads, and each card comes in its stand-in's box (${width} px wide)`, async () => {
      const list = holdFetches((url) => url.includes('/selection-frame-vote/buyer-list'));
      try {
        await setViewport(width, height);
        atUrl('?tab=1&path=vote');
        const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
        await waitFor(() => qa(element, '.vote-card--loading').length > 0 && list.held() > 0, {
          message: 'the stand-ins drawn, the list held',
        });
        const standIns = qa(element, '.vote-card--loading');
        expect(standIns, 'one stand-in per card of a page').to.have.length(15);
        // Nothing in it to reach: no stop for the keyboard or a tap, hidden from assistive technology.
        expect(standIns[0]!.closest('[inert]'), 'the stand-in is inert').not.to.equal(null);
        await expectAccessible(element);
        const boxes = (items: HTMLElement[]) =>
          items.slice(0, 15).map((item) => {
            const box = item.getBoundingClientRect();
            return [box.left, box.top, box.width, box.height].map(Math.round);
          });
        const before = boxes(standIns);
        list.release();
        await waitFor(() => cards(element).length >= 15, { message: '15 vote cards' });
        const after = boxes(cards(element));
        const off = after.flatMap((box, index) => box.map((value, side) => Math.abs(value - before[index]![side]!)));
        expect(
          Math.max(...off),
          `the cards' boxes (${JSON.stringify(after)}) against the stand-ins' (${JSON.stringify(before)})`,
        ).to.be.at.most(1);
      } finally {
        list.release();
        list.stop();
        await setViewport(800, 600);
      }
    });
  }

  it('pages 15 at a time by highest vote rate until every vote is shown', async () => {
    atUrl('?tab=1&path=vote');
    const before = requestCount('/selection-frame-vote/buyer-list');
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    await waitFor(() => cards(element).length >= 15, { message: '15 cards', timeout: 8000 });
    // Each card's title is a heading one level below the page's (h1), as under the review tab's section (h2).
    expect(new Set(cards(element).map((card) => card.querySelector('.vote-card__title')?.localName))).to.deep.equal(new Set(['h2']));
    const select = q<HTMLSelectElement>(element, '[part="vote-sort"]')!;
    expect(select.value).to.equal('HIGHEST_VOTE_RATE');
    expect(Array.from(select.options, (option) => option.textContent)).to.deep.equal(['투표율 높은순', '최근 등록순']);
    expect(select.labels?.[0]?.textContent).to.equal(review.sortLabel);
    const votes = await scrollToEnd(element, 45);
    const all = votes.map((vote) => vote.count);
    expect(all.slice(1)).to.deep.equal([...all.slice(1)].sort((a, b) => b - a));
    await waitFor(() => listEnd(element) === undefined, { message: 'nothing more loads' });
    expect((await requestsMade('/selection-frame-vote/buyer-list', before + 3)) - before).to.equal(3);
    expect(votes).to.have.length(45);
    window.scrollTo(0, 0);
    await waitFor(() => cards(element)[0]?.dataset.voteId === votes[0]?.id, { message: 'the first vote at the top again' });
    // Only the first screen's images (the grid's first two rows) are asked for as they are drawn, not each page's.
    const firstScreen = 2 * getComputedStyle(q(element, '[part="vote-list"]')!).gridTemplateColumns.split(' ').length;
    const eager = cards(element).filter((card) => card.querySelector('img')?.loading === 'eager');
    expect(eager.map((card) => card.dataset.voteId)).to.deep.equal(
      cards(element)
        .slice(0, firstScreen)
        .map((card) => card.dataset.voteId),
    );
  });

  // A phone (three votes a row) and a desktop (five): a page of 15 fills whole rows at either.
  for (const [width, height] of [
    [390, 700],
    [1024, 600],
  ] as const) {
    it(`keeps the page bounded: a page far above is set aside at the list’s end, and drawn again back at the top (${width} px wide)`, async () => {
      await setViewport(width, height);
      try {
        atUrl('?tab=1&path=vote');
        const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
        await waitFor(() => cards(element).length >= 15, { message: '15 cards', timeout: 8000 });
        const votes = await scrollToEnd(element, 45);
        // At the very end of the list, page 1 is more than a screen above.
        window.scrollTo(0, document.documentElement.scrollHeight);
        await waitFor(() => q(element, '[data-spacer="1"]'), { message: 'page 1 set aside' });
        expect(cards(element).length, 'cards drawn at the end').to.be.below(45);
        window.scrollTo(0, 0);
        await waitFor(() => cards(element)[0]?.dataset.voteId === votes[0]?.id, { message: 'the first vote drawn again' });
        expect(q(element, '[data-spacer="1"]')).to.equal(undefined);
      } finally {
        window.scrollTo(0, 0);
        await setViewport(800, 600);
      }
    }).timeout(40_000);
  }

  it('sorts by recently registered from the dropdown, keeps it in the URL and says it once the list is in', async () => {
    atUrl('?tab=1&path=vote');
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    await waitFor(() => cards(element).length >= 15, { timeout: 8000 });
    const said = () => q(element, '.vote-page__sorted[role="status"]')?.textContent;
    expect(said(), 'the page opening').to.equal('');
    const firstByRate = cards(element)[0]?.dataset.voteId;
    const select = q<HTMLSelectElement>(element, '[part="vote-sort"]')!;
    select.value = 'RECENTLY_REGISTERED';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(new URLSearchParams(location.search).get('sortType')).to.equal('RECENTLY_REGISTERED');
    // The end of a short test page is in view, so further pages may follow: compare the first page.
    await waitFor(() => q(element, '[part="vote-list"]')?.dataset.sort === 'RECENTLY_REGISTERED' && cards(element).length >= 15, {
      message: 'the recent list',
    });
    // The list changes in silence and focus stays on the select: the region says the new order.
    await waitFor(() => said() === review.voteSorted(voteSortLabels.RECENTLY_REGISTERED), { message: 'the sort said' });
    const largeId = await scenarioId('sneakers');
    const server = await (
      await fetch(
        `/api/selection-frame-vote/buyer-list?page=1&limit=15&selectionFrameLargeDataId=${largeId}&voteProcess=VOTING&sortType=RECENTLY_REGISTERED`,
      )
    ).json();
    expect(
      cards(element)
        .slice(0, 15)
        .map((card) => card.dataset.voteId),
    ).to.deep.equal(server.selectionFrameVotes.map((vote: { _id: string }) => vote._id));
    expect(cards(element)[0]?.dataset.voteId).not.to.equal(firstByRate);
  });

  it('draws the sort at 16 px or more, so iOS does not zoom the page into it on focus', async () => {
    atUrl('?tab=1&path=vote');
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    await waitFor(() => q(element, '[part="vote-sort"]'), { message: 'the vote sort', timeout: 8000 });
    await expectNoFocusZoom(element, 1);
  });

  it('draws the sort as the product list draws its own, not as the engine draws a select', async () => {
    atUrl('?tab=1&path=vote');
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    const select = await waitFor(() => q<HTMLSelectElement>(element, '[part="vote-sort"]'), { message: 'the vote sort', timeout: 8000 });
    const style = getComputedStyle(select);
    // The engine's own look gone, the list sort's weight, and the theme's corners (--selection-radius, 8 px here).
    expect([style.appearance, style.fontWeight, style.borderTopLeftRadius]).to.deep.equal(['none', '600', '8px']);
    // Its chevron, drawn beside it, since the engine's own arrow is gone.
    expect(getComputedStyle(select.parentElement!, '::after').content).to.equal('""');
  });

  it('reads the vote sort from the URL ignoring whitespace, and ignores unknown sorts', async () => {
    atUrl('?tab=1&path=vote&sortType=%20RECENTLY_%20REGISTERED%20');
    const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    await waitFor(() => cards(element).length >= 15, { timeout: 8000 });
    expect(q<HTMLSelectElement>(element, '[part="vote-sort"]')?.value).to.equal('RECENTLY_REGISTERED');
    cleanup();
    atUrl('?tab=1&path=vote&sortType=POPULAR');
    const other = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    await waitFor(() => cards(other).length >= 15, { timeout: 8000 });
    expect(q<HTMLSelectElement>(other, '[part="vote-sort"]')?.value).to.equal('HIGHEST_VOTE_RATE');
  });

  it("shows the server's count once its list is loaded again after a vote: the person's vote and others' since", async () => {
    const other = await loginAs('buyer1@example.com');
    await loginAs('buyer2@example.com');
    const largeId = await scenarioId('sneakers');
    const list = async (sortType: string, token?: string) =>
      (
        (await (
          await fetch(
            `/api/selection-frame-vote/buyer-list?page=1&limit=15&selectionFrameLargeDataId=${largeId}&voteProcess=VOTING&sortType=${sortType}`,
            token ? { headers: { Authorization: `Bearer ${token}` } } : {},
          )
        ).json()) as { selectionFrameVotes: { _id: string; isVoted: boolean }[] }
      ).selectionFrameVotes;
    // A vote on the first page of both sorts that neither buyer has made yet.
    const recent = new Set((await list('RECENTLY_REGISTERED')).map((vote) => vote._id));
    const otherVoted = new Set((await list('HIGHEST_VOTE_RATE', other.token)).filter((vote) => vote.isVoted).map((vote) => vote._id));
    atUrl('?tab=1&path=vote');
    const element = mount('selection-home', { 'large-id': largeId });
    await waitFor(() => cards(element).length >= 15, { timeout: 8000 });
    const target = cards(element).find(
      (card) =>
        recent.has(card.dataset.voteId ?? '') &&
        !otherVoted.has(card.dataset.voteId ?? '') &&
        card.querySelector('[aria-pressed="false"]') &&
        !card.textContent?.includes('+'),
    )!;
    const id = target.dataset.voteId ?? '';
    const shown = () => cards(element).find((card) => card.dataset.voteId === id);
    const countOf = (card: HTMLElement | undefined) =>
      Number(card?.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''));
    const start = countOf(target);
    target.querySelector<HTMLButtonElement>('[part="vote-button"]')!.click();
    // Its success said: the vote is in.
    await waitFor(() => qa(element, '[part="toast"]').some((toast) => toast.textContent === review.voteSuccess), { message: 'voted' });
    expect(countOf(shown())).to.equal(start + 1);
    // Another buyer votes for it meanwhile.
    const voted = await fetch('/api/selection-frame-voted-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${other.token}` },
      body: JSON.stringify({ selectionFrameVoteId: id }),
    });
    expect(voted.ok, "the other buyer's vote").to.equal(true);
    // Sorted again, the list is loaded again: its count has both votes, the person's still pressed.
    const select = q<HTMLSelectElement>(element, '[part="vote-sort"]')!;
    select.value = 'RECENTLY_REGISTERED';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => q(element, '[part="vote-list"]')?.dataset.sort === 'RECENTLY_REGISTERED' && shown(), {
      message: 'the recent list',
    });
    await waitFor(() => countOf(shown()) === start + 2, { message: () => `the server's count, ${start + 2}: ${countOf(shown())}` });
    expect(shown()?.querySelector('[part="vote-button"]')?.getAttribute('aria-pressed')).to.equal('true');
  });

  it('keeps the review tab and the vote page of one page in step without asking twice', async () => {
    await loginAs('buyer2@example.com');
    atUrl('?tab=1');
    const largeId = await scenarioId('sneakers');
    const tab = mount('selection-home', { 'large-id': largeId });
    await waitFor(() => cards(tab).length === 15, { timeout: 8000 });
    // A second element on the same page shows the same preview from the same cache. Requests are
    // counted as they are sent (timing entries land late and would count the first element's).
    const fetches = recordFetches();
    const second = mount('selection-home', { 'large-id': largeId });
    await waitFor(() => cards(second).length === 15, { timeout: 8000 }).finally(fetches.stop);
    expect(fetches.count('/selection-frame-vote/buyer-list')).to.equal(0);
    const target = cards(tab).find((card) => card.querySelector('[aria-pressed="false"]') && !card.textContent?.includes('+'))!;
    const id = target.dataset.voteId ?? '';
    const mirror = () => cards(second).find((card) => card.dataset.voteId === id)!;
    const start = Number(mirror().querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''));
    target.querySelector<HTMLButtonElement>('[part="vote-button"]')!.click();
    await waitFor(() => mirror().querySelector('[aria-pressed="true"]'), { message: 'the other element in step' });
    expect(Number(mirror().querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''))).to.equal(start + 1);
  });
});
