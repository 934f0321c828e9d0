/**
 * The home's list through its steps in history (list-places.tsx): stepped back to, a list
 * opens at the pages it was left at, with the page where it was; chosen afresh, at its first page.
 */
import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { appShellBody, byRole, hostScrollingBox, waitFor } from '../../tests/browser/helpers.ts';
import { hasPage as listHasPage } from '../ui/use-page-window.ts';
import { $, describeHome, openHome, params, typeInto } from '../../tests/browser/home.ts';

const grid = (element: HTMLElement) => $(element, '[part="product-grid"]');
const settled = (element: HTMLElement) => grid(element) !== null && !$(element, '[data-state="replacing"]');
/** The list's count of products ("총 N개"), which tells one list from another. */
const count = (element: HTMLElement) => $(element, '[part="product-count"]')?.textContent;
const hasPage = (element: HTMLElement, page: number) => {
  const list = grid(element);
  return list !== null && listHasPage(list, page);
};

/** The list's first product in sight, and how far below the top of the screen it is. */
function inSight(element: HTMLElement): { id: string | undefined; top: number } {
  const cards = [...(grid(element)?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [])];
  const card = cards.find((each) => each.getBoundingClientRect().bottom > 0);
  return { id: card?.dataset.itemId, top: card?.getBoundingClientRect().top ?? NaN };
}

/** Whether the same product is in sight at the same place (within a pixel's rounding). */
const sameSight = (a: ReturnType<typeof inSight>, b: ReturnType<typeof inSight>) => a.id === b.id && Math.abs(a.top - b.top) <= 1;
const shown = ({ id, top }: ReturnType<typeof inSight>) => `${id ?? 'none'} at ${Math.round(top)}`;

/**
 * Scrolls to the list's end until its page `page` is drawn (the list loads a page as its end nears),
 * in the window or in the host's box the element is in.
 */
async function scrollToPage(element: HTMLElement, page: number, box?: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      if (hasPage(element, page)) return true;
      (box ?? window).scrollTo(0, (box ?? document.documentElement).scrollHeight);
      return false;
    },
    { message: `page ${page} of the list` },
  );
}

const pageState = (element: HTMLElement) =>
  [...(grid(element)?.querySelectorAll<HTMLElement>('[data-page], [data-spacer]') ?? [])]
    .map((row) => row.dataset.page ?? `s${row.dataset.spacer}`)
    .filter((page, index, all) => all.indexOf(page) === index)
    .join(',') + ` grid at ${Math.round(grid(element)?.getBoundingClientRect().top ?? NaN)}`;

/** The next frame: the page's scroll events are sent before it (a person acts later still). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** A category of the nav other than the one chosen (ALL). */
const otherCategory = (element: HTMLElement) =>
  waitFor(() => $<HTMLAnchorElement>(element, '[part~="nav-tab"][aria-selected="false"][href*="target_id="]'), { message: 'a category' });

/** Goes a step through history and waits for the URL to show the state `shows` checks. */
async function step(go: () => void, shows: () => boolean, what: string): Promise<void> {
  go();
  await waitFor(shows, { message: what });
}

/** Back, to the list at its page 3 with the product `left` in sight where it was; `shows`: the URL is back. */
async function backTo(element: HTMLElement, left: ReturnType<typeof inSight>, shows: () => boolean): Promise<void> {
  await step(() => history.back(), shows, 'back at the list');
  await waitFor(() => hasPage(element, 3) && sameSight(inSight(element), left), {
    message: () => `the list at page 3, ${shown(left)} (${shown(inSight(element))}, the page at ${scrollY}, ${pageState(element)})`,
  });
}

/**
 * All products at page 3, then a category at its page 3 (each scrolled short of its end, so a place
 * is not just "the bottom"); Back opens all products where they were, and Forward the category,
 * with its pages to draw again. In the window, or in the host's `box`.
 */
async function categoryBackAndForward(element: HTMLElement, box?: HTMLElement): Promise<void> {
  const scroller = box ?? window;
  const allCount = count(element);
  await scrollToPage(element, 3, box);
  scroller.scrollBy(0, -300);
  await waitFor(() => hasPage(element, 3));
  await nextFrame();
  const left = inSight(element);
  (await otherCategory(element)).click();
  await waitFor(() => params().has('target_id') && settled(element) && count(element) !== allCount, { message: 'the category listed' });
  await scrollToPage(element, 3, box);
  scroller.scrollBy(0, -300);
  await nextFrame();
  const category = inSight(element);

  await backTo(element, left, () => !params().has('target_id'));

  await step(
    () => history.forward(),
    () => params().has('target_id'),
    'forward at the category',
  );
  await waitFor(() => hasPage(element, 3) && sameSight(inSight(element), category), {
    message: () => `the category at page 3, ${shown(category)} (${shown(inSight(element))}, ${pageState(element)})`,
  });
}

describeHome('<selection-home> lists through its steps in history', () => {
  it('Back from a category opens the list before it at its pages, where the page was; Forward, the category where it was', async () => {
    await categoryBackAndForward(await openHome('japan-food'));
  });

  // An app shell: the page scrolls in a box of the host's, or in the body of a page whose root clips.
  const shells = {
    "a host's scrolling box": () => {
      const box = hostScrollingBox(500);
      return { box, parent: box, remove: () => box.remove() };
    },
    "an app shell's body (the root clips, the body scrolls)": () => {
      const { body, remove } = appShellBody();
      return { box: body, parent: undefined, remove };
    },
  };
  for (const [shell, make] of Object.entries(shells))
    it(`Back from a category in ${shell} opens the list at its pages, where the box was; Forward, the category where it was`, async () => {
      const { box, parent, remove } = make();
      try {
        // A step through history moves no box: the category is left where the box is.
        await categoryBackAndForward(await openHome('japan-food', '', { parent }), box);
      } finally {
        remove();
      }
    });

  it('Back from a search opens the list at its pages again, where the page was', async () => {
    const element = await openHome('japan-food');
    // The list's last page by scrolling (then it goes on by "더 보기"), so it asks for no more.
    await scrollToPage(element, 3);
    scrollBy(0, -300);
    await waitFor(() => hasPage(element, 3));
    const left = inSight(element);
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    typeInto(input, '라멘');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => $(element, '[part="search-results"] [part~="product-card"]'), { message: 'the results' });

    await backTo(element, left, () => !params().has('searchText'));
  });

  it("keeps the list's place through a step of the page's own that leaves its state (a fragment)", async () => {
    const element = await openHome('japan-food');
    await scrollToPage(element, 3);
    // A step of the host page's (Back over a fragment): the same page state.
    location.hash = 'nowhere';
    await step(
      () => history.back(),
      () => location.hash === '',
      'back over the fragment',
    );
    // Scrolled on after it, then a category: its place is where the page was last.
    scrollBy(0, -600);
    await nextFrame();
    const left = inSight(element);
    const allCount = count(element);
    (await otherCategory(element)).click();
    await waitFor(() => params().has('target_id') && settled(element) && count(element) !== allCount, { message: 'the category listed' });
    await backTo(element, left, () => !params().has('target_id'));
  });

  it('a list chosen again, not stepped back to, opens at its first page', async () => {
    const element = await openHome('japan-food');
    const allCount = count(element);
    await scrollToPage(element, 2);
    (await otherCategory(element)).click();
    await waitFor(() => params().has('target_id') && settled(element) && count(element) !== allCount, { message: 'the category listed' });
    const all = await waitFor(() => $<HTMLAnchorElement>(element, '[part~="nav-tab"]:not([href*="target_id="], [href*="isPick="])'), {
      message: 'ALL',
    });
    // From the top of the page: the list's end far off, it asks for no page by itself.
    scrollTo(0, 0);
    all.click();
    await waitFor(() => !params().has('target_id') && $(element, '[part="product-grid"] [data-page="1"]'), {
      message: 'all products listed',
    });
    // Given the time to draw more, it still has its first page only.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(hasPage(element, 2)).to.equal(false);
  });
});
