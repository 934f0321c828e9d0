/**
 * PagedList's window, its first screen and its pages' room, in React itself, with pages of a real
 * list from the reference API: a page is set aside as a spacer of its whole height, never of the
 * first cards its first render draws, and a page drawn above others holds its room while its answer
 * is on its way, so nothing below it moves (WebKit has no scroll anchoring to hide a move).
 */
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { storeItemsQuery } from '../../core/api/selection.ts';
import type { StoreItem, StoreItemList } from '../../core/schemas/store-item.ts';
import baseCss from './base.css?inline';
import { messages } from '../../core/messages/index.ts';
import { clearQueryCache, fetchQuery, queryState, resetQueries } from '../../core/cache/query-cache.ts';
import { holdFetches, recordFetches, scenarioId, waitFor } from '../../tests/browser/helpers.ts';
import { reactRootPerTest } from '../../tests/browser/react-root.ts';
import type { ListPlace } from './list-place.ts';
import { PagedList } from './paged-list.tsx';
import { usePagedQuery, type PagedQuery } from './use-paged-query.ts';

const ROW = 100;
const PAGE = 21;

/** Page `page` of the selection's list, 21 a page, by popularity. */
const pageQuery = (largeId: string, page: number) =>
  storeItemsQuery({ selectionFrameDataId: largeId, sortType: 'POPULAR', limit: PAGE, page });

/**
 * Keys under which page 2 repeats an item of page 1 (as when the order moved between the two calls):
 * page 2 leaves it out and ends mid-row, page 3 going on in that row.
 */
async function secondPageRepeatingFirst(largeId: string): Promise<(item: StoreItem) => string> {
  const [one, two] = await Promise.all([fetchQuery(pageQuery(largeId, 1)), fetchQuery(pageQuery(largeId, 2))]);
  const repeated = two.storeItemList[0]!.itemId;
  return (item) => (item.itemId === repeated ? one.storeItemList[0]!.itemId : item.itemId);
}

/** A row that takes a while to draw: the background render that draws page 1 whole spans frames. */
function SlowRow({ children }: { children: ReactNode }) {
  const until = performance.now() + 6;
  while (performance.now() < until);
  return children;
}

function List({
  largeId,
  initialPages = 2,
  standIns = true,
  columns = 1,
  keyOf = (item) => item.itemId,
  onPaged,
  returnTo,
}: {
  largeId: string;
  initialPages?: number;
  standIns?: boolean;
  /**
   * A grid of this many columns, or of these (`grid-template-columns`); a spacer, `paged-list__row`,
   * spans them all, as in base.css.
   */
  columns?: number | string;
  keyOf?: (item: StoreItem) => string;
  /** Given the list's pages on each render (to ask for the next one). */
  onPaged?: (paged: PagedQuery<StoreItemList>) => void;
  /** Where a list was left, when the page steps back to it (then a new list keeps the one before it shown until its first page is in). */
  returnTo?: (key: string) => ListPlace | undefined;
}) {
  const paged = usePagedQuery({
    query: (page: number) => pageQuery(largeId, page),
    maxPage: (data: StoreItemList) => data.maxPage,
    initialPages,
    ...(returnTo ? { returnTo, keepPreviousData: true } : {}),
  });
  onPaged?.(paged);
  return (
    <PagedList
      paged={paged}
      items={(data) => data.storeItemList}
      itemKey={keyOf}
      loading={<p>loading</p>}
      empty={<p>empty</p>}
      windowed
      firstScreen={standIns ? { count: 3, standIn: (key) => <li key={key} style={{ height: ROW }} /> } : undefined}
      renderList={(ref, pages) => (
        <ul
          ref={ref}
          style={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: typeof columns === 'string' ? columns : `repeat(${columns}, 1fr)`,
          }}
        >
          {pages}
        </ul>
      )}
      renderItem={(item, page) => (
        <li data-page={page} data-item-id={item.itemId} style={{ height: ROW }}>
          <SlowRow>{item.itemName}</SlowRow>
        </li>
      )}
    />
  );
}

// The widgets' base rules (a spacer spans a grid's columns), as every widget's shadow root has them.
document.head.append(Object.assign(document.createElement('style'), { textContent: baseCss }));

describe('PagedList', () => {
  const react = reactRootPerTest();
  let below: HTMLElement;
  beforeEach(() => {
    clearQueryCache();
    // Room to scroll far below the list, so page 1 is far above the viewport as it is drawn.
    below = document.body.appendChild(document.createElement('div'));
    below.style.height = '40000px';
  });
  afterEach(() => {
    below.remove();
    window.scrollTo(0, 0);
  });

  it('sets a page aside as a spacer of its whole height, not of the first screen it was first drawn with', async () => {
    const largeId = await scenarioId('japan-food');
    const { root, container } = react();
    container.after(below);
    window.scrollTo(0, 20000);
    root.render(<List largeId={largeId} />);
    // Page 2 drawn too (its answer may come after page 1 is set aside).
    const spacer = await waitFor(
      () => container.querySelector('[data-page="2"]') && container.querySelector<HTMLElement>('[data-spacer="1"]'),
      {
        message: 'page 1 set aside, page 2 drawn',
      },
    );
    expect(spacer.style.height).to.equal(`${PAGE * ROW}px`);
    // Drawn again, page 1 takes the spacer's place without moving what is below it.
    const secondTop = () => container.querySelector<HTMLElement>('[data-page="2"]')!.getBoundingClientRect().top + scrollY;
    const before = secondTop();
    window.scrollTo(0, 0);
    await waitFor(() => !container.querySelector('[data-spacer="1"]'), { message: 'page 1 drawn again' });
    expect(secondTop()).to.equal(before);
  });

  /** Where page `page`'s first item is in the document. */
  const pageTop = (container: HTMLElement, page: number) =>
    container.querySelector<HTMLElement>(`[data-page="${page}"]`)!.getBoundingClientRect().top + scrollY;

  it('holds the room of a page set aside while its answer, dropped from the cache, comes again', async () => {
    const largeId = await scenarioId('japan-food');
    const { root, container } = react();
    window.scrollTo(0, 20000);
    // No stand-ins: the room held is the page's height as set aside.
    root.render(<List largeId={largeId} initialPages={3} standIns={false} />);
    const spacer = await waitFor(
      () => container.querySelector('[data-page="3"]') && container.querySelector<HTMLElement>('[data-spacer="2"]'),
      {
        message: 'page 3 drawn, page 2 set aside',
      },
    );
    const before = pageTop(container, 3);
    // Its store lets go of the page a moment after its view did (nanostores' unmount delay).
    const page2 = queryState(pageQuery(largeId, 2));
    await waitFor(() => page2.lc === 0, { message: 'page 2 shown by nobody' });
    // What the person changing, or Safari's back-forward cache, does: page 2, shown by nobody, goes.
    const held = holdFetches((_, body) => Boolean(body?.includes(largeId) && body.includes('"page":2')));
    try {
      resetQueries();
      spacer.scrollIntoView();
      await waitFor(() => held.held() > 0 && !container.querySelector('[data-spacer="2"]'), { message: 'page 2 asked for again' });
      expect(pageTop(container, 3), 'while page 2 is on its way').to.equal(before);
      held.release();
      await waitFor(() => container.querySelector('[data-page="2"]'), { message: 'page 2 drawn again' });
      expect(pageTop(container, 3), 'once page 2 is drawn').to.equal(before);
    } finally {
      held.stop();
    }
  });

  it('holds the room of a page loaded with those below it (coming back to a product) until its answer is in', async () => {
    const largeId = await scenarioId('japan-food');
    const { root, container } = react();
    const held = holdFetches((_, body) => Boolean(body?.includes(largeId) && body.includes('"page":2')));
    try {
      root.render(<List largeId={largeId} initialPages={3} />);
      await waitFor(() => held.held() > 0 && container.querySelector('[data-page="3"]'), { message: 'page 3 drawn, page 2 on its way' });
      const before = pageTop(container, 3);
      expect(before - pageTop(container, 1), 'page 3 below two pages').to.equal(2 * PAGE * ROW);
      held.release();
      await waitFor(() => container.querySelector('[data-page="2"]'), { message: 'page 2 drawn' });
      expect(pageTop(container, 3)).to.equal(before);
    } finally {
      held.stop();
    }
  });

  it('opens a new list at its first page, however many pages the list before it came back with', async () => {
    const [before, after] = await Promise.all([scenarioId('japan-food'), scenarioId('outlet')]);
    const { root, container } = react();
    container.after(below);
    root.render(<List largeId={before} initialPages={2} />);
    await waitFor(() => container.querySelector('[data-page="2"]'), { message: 'the list come back to with its two pages' });
    const fetches = recordFetches();
    try {
      // Another sort, filter or category: a new query for the same list.
      root.render(<List largeId={after} initialPages={2} />);
      const firstOfAfter = (await fetchQuery(pageQuery(after, 1))).storeItemList[0]!.itemId;
      await waitFor(() => container.querySelector(`[data-page="1"][data-item-id="${firstOfAfter}"]`), { message: 'the new list drawn' });
      await fetches.idle();
      const pagesAsked = fetches.calls.filter((call) => call.includes(after)).map((call) => Number(/"page":(\d+)/.exec(call)?.[1]));
      expect(pagesAsked).to.deep.equal([1]);
      expect(container.querySelector('[data-page="2"]')).to.equal(null);
    } finally {
      fetches.stop();
    }
  });

  for (const left of ['another list', 'the list shown'] as const)
    it(`opens a list chosen afresh at its first page, though a step back to it was left for ${left} before its first page came`, async () => {
      const [first, back, other] = await Promise.all([scenarioId('japan-food'), scenarioId('outlet'), scenarioId('sneakers')]);
      const { root, container } = react();
      // The page steps back to `back` (left at its page 3) only while `stepping`.
      let stepping = false;
      const returnTo = (key: string) => (stepping && key === pageQuery(back, 1).key ? { pages: 3, scrollY: 0 } : undefined);
      root.render(<List largeId={first} initialPages={1} returnTo={returnTo} />);
      await waitFor(() => container.querySelector('[data-page="1"]'), { message: 'the first list drawn' });
      const held = holdFetches((_, body) => Boolean(body?.includes(back) || body?.includes(other)));
      const fetches = recordFetches();
      try {
        // Back to `back`: its first page on its way, the first list stays shown.
        stepping = true;
        flushSync(() => root.render(<List largeId={back} initialPages={1} returnTo={returnTo} />));
        stepping = false;
        // Then, before it comes, another list (or the one still shown); then `back` chosen afresh.
        flushSync(() => root.render(<List largeId={left === 'another list' ? other : first} initialPages={1} returnTo={returnTo} />));
        flushSync(() => root.render(<List largeId={back} initialPages={1} returnTo={returnTo} />));
        held.release();
        const firstOfBack = (await fetchQuery(pageQuery(back, 1))).storeItemList[0]!.itemId;
        await waitFor(() => container.querySelector(`[data-page="1"][data-item-id="${firstOfBack}"]`), {
          message: 'the list chosen afresh drawn',
        });
        await fetches.idle();
        const pagesAsked = fetches.calls.filter((call) => call.includes(back)).map((call) => Number(/"page":(\d+)/.exec(call)?.[1]));
        expect(pagesAsked).to.deep.equal([1]);
      } finally {
        held.stop();
        fetches.stop();
      }
    });

  it('says it loads, at its end, only while the next page is on its way', async () => {
    const largeId = await scenarioId('japan-food');
    const { root, container } = react();
    container.after(below);
    root.render(<List largeId={largeId} initialPages={1} />);
    const end = await waitFor(() => container.querySelector<HTMLElement>('[role="status"][data-state="more"]'), {
      message: "the list's end",
    });
    // Not busy (a busy live region holds back what it says): its words come and go.
    expect(end.hasAttribute('aria-busy'), 'aria-busy').to.equal(false);
    expect(end.textContent, 'waiting for the person to scroll on').to.equal('');
    const held = holdFetches((_, body) => Boolean(body?.includes(largeId) && body.includes('"page":2')));
    try {
      end.scrollIntoView();
      await waitFor(() => held.held() > 0, { message: 'page 2 asked for' });
      await waitFor(() => end.textContent === messages.screens.loading, { message: 'the end says it loads' });
      held.release();
      await waitFor(() => container.querySelector('[data-page="2"]'), { message: 'page 2 drawn' });
      await waitFor(() => container.querySelector('[role="status"][data-state="more"]')?.textContent === '', {
        message: 'the end quiet again',
      });
    } finally {
      held.stop();
    }
  });

  it('keeps a page that ends mid-row drawn, so the items after it keep their columns', async () => {
    const largeId = await scenarioId('japan-food');
    const keyOf = await secondPageRepeatingFirst(largeId);
    const { root, container } = react();
    window.scrollTo(0, 20000);
    root.render(<List largeId={largeId} initialPages={3} columns={3} keyOf={keyOf} />);
    await waitFor(() => container.querySelector('[data-page="3"]') && container.querySelector('[data-spacer="1"]'), {
      message: 'page 3 drawn, page 1 set aside',
    });
    const pageTwo = [...container.querySelectorAll('[data-page="2"]')];
    expect(pageTwo.length, 'page 2 without the item it repeats').to.equal(PAGE - 1);
    expect(container.querySelector('[data-spacer="2"]'), 'page 2 set aside').to.equal(null);
    const left = (element: Element) => element.getBoundingClientRect().left;
    expect(left(container.querySelector('[data-page="3"]')!), 'page 3 going on in the third column').to.equal(left(pageTwo[2]!));
  });

  it('keeps a page that ends mid-row drawn while the page after it is on its way', async () => {
    const largeId = await scenarioId('japan-food');
    // Page 2 ends mid-row, as above; page 3, which goes on in that row, is held (pages loaded at
    // once to come back to a product).
    const keyOf = await secondPageRepeatingFirst(largeId);
    const held = holdFetches((_, body) => Boolean(body?.includes(largeId) && body.includes('"page":3')));
    try {
      const { root, container } = react();
      window.scrollTo(0, 20000);
      root.render(<List largeId={largeId} initialPages={4} columns={3} keyOf={keyOf} />);
      await waitFor(() => held.held() > 0 && container.querySelector('[data-page="4"]') && container.querySelector('[data-spacer="1"]'), {
        message: 'page 4 drawn, page 1 set aside, page 3 on its way',
      });
      expect(container.querySelector('[data-spacer="2"]'), 'page 2 set aside before page 3 is drawn').to.equal(null);
      held.release();
      const third = await waitFor(() => container.querySelector('[data-page="3"]'), { message: 'page 3 drawn' });
      const pageTwo = [...container.querySelectorAll('[data-page="2"]')];
      expect(pageTwo.length, 'page 2 without the item it repeats').to.equal(PAGE - 1);
      const left = (element: Element) => element.getBoundingClientRect().left;
      expect(left(third), 'page 3 going on in the third column').to.equal(left(pageTwo[2]!));
    } finally {
      held.stop();
    }
  });

  it('measures its pages set aside again when the width changes in the frame a page comes', async () => {
    const largeId = await scenarioId('japan-food');
    const { root, container } = react();
    let paged: PagedQuery<StoreItemList> | undefined;
    window.scrollTo(0, 20000);
    // As many 100 px columns as fit, 7 at first: page 1's height depends on the list's width, and its
    // 21 items fill whole rows at 700 and at 300 px.
    container.style.width = '700px';
    root.render(
      <List largeId={largeId} initialPages={2} columns="repeat(auto-fill, minmax(100px, 1fr))" onPaged={(now) => (paged = now)} />,
    );
    const spacer = () => container.querySelector<HTMLElement>('[data-spacer="1"]');
    const heightAt = (width: number) => `${Math.ceil(PAGE / Math.floor(width / 100)) * ROW}px`;
    await waitFor(() => spacer()?.style.height === heightAt(700), { message: 'page 1 set aside' });
    // Narrower, and in the same task a page more, committed with its effects before the next frame.
    container.style.width = '300px';
    flushSync(() => paged!.next());
    await waitFor(() => spacer()?.style.height === heightAt(300), {
      message: () => `page 1 set aside at the new width's height, ${heightAt(300)} (${spacer()?.style.height ?? 'drawn'})`,
    });
  });
});
