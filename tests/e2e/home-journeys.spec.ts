import { expect, scrollUntilShown, test } from './fixtures.ts';
import { listedPage } from './listed.ts';
import { heldWaits, holdRestoreWait, runHeldWaits } from './held-restore-wait.ts';

const home = (page: import('@playwright/test').Page) => page.locator('selection-home');
const productCards = (page: import('@playwright/test').Page) => home(page).locator('[part="product-grid"] [part="product-card"]');

/** Opens the product of `card`, goes back, and expects `list` (by its part) to show that product again, focused. */
async function openAndComeBack(
  page: import('@playwright/test').Page,
  card: import('@playwright/test').Locator,
  list = 'product-grid',
): Promise<void> {
  const itemId = await card.getAttribute('data-item-id');
  // Pinned by its id: a windowed list's nth card is another product once the click scrolls the page.
  await home(page).locator(`[part="${list}"] [data-item-id="${itemId}"]`).getByRole('link').click();
  await expect(page).toHaveURL(`/item/${itemId}`);
  await page.goBack();
  const again = home(page).locator(`[part="${list}"] [data-item-id="${itemId}"]`);
  await expect(again).toBeInViewport({ timeout: 6000 });
  await expect(again.getByRole('link')).toBeFocused();
}

test.describe('shopping a selection home', () => {
  test('browses a category four levels down and back out with ALL', async ({ page, scenarios, pageErrors }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    const nav = home(page).locator('[part="category-nav"]');
    await nav.getByRole('tab', { name: '과자·스낵' }).click();
    await expect(page).toHaveURL(/target_id=/);
    for (let level = 2; level <= 4; level += 1) {
      const row = nav.getByRole('tablist', { name: `${level}단계 카테고리` });
      await expect(row).toBeVisible();
      await row.getByRole('tab').nth(1).click();
      await expect(row.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    }
    const deepest = new URL(page.url()).searchParams.get('target_id') ?? '';
    const expected = await listedPage(page.request, deepest);
    await expect(productCards(page)).toHaveCount(expected.storeItemList.length);
    await expect(home(page).locator('[part="product-count"]')).toHaveText(`총 ${expected.storeItemNums}개`);
    // Back goes up one level: the URL state is followed on popstate.
    await page.goBack();
    await expect(nav.getByRole('tablist', { name: '4단계 카테고리' }).getByRole('tab', { selected: true })).toHaveText('ALL');
    await nav.getByRole('tablist', { name: '1단계 카테고리' }).getByRole('tab', { name: 'ALL' }).click();
    await expect(page).not.toHaveURL(/target_id=/);
    expect(pageErrors).toEqual([]);
  });

  test("follows an outlet banner where the frame's web URLs lead (SPEC §3: the n-th banner of a view type, the n-th link of that type)", async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const answer = (await (await page.request.get(`/api/selection-frame-data/large-data/${scenarios.outlet}`)).json()) as {
      selectionFrameDataList: { imgList: { viewType: string; linkUrl?: string }[]; webUrls: { viewType: string; url: string }[] }[];
    };
    const large = answer.selectionFrameDataList[0]!;
    const leads = large.webUrls.filter((link) => link.viewType === 'A').map((link) => link.url);
    // The outlet's banners carry no link of their own: the web URLs alone link them.
    expect(large.imgList.filter((image) => image.linkUrl !== undefined)).toEqual([]);
    expect(leads.length).toBeGreaterThan(0);
    await page.goto(`/selection/${scenarios.outlet}`);
    const banners = home(page).locator('[part="banners"]');
    const links = banners.getByRole('link');
    await expect(links).toHaveCount(leads.length);
    expect(await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')))).toEqual(leads);
    await links.first().click();
    await expect(page).toHaveURL(new URL(leads[0]!, page.url()).href);
    await expect(page.locator('selection-best')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('searches in Korean with the keyboard and clears the search', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    const search = home(page).getByRole('searchbox');
    await search.fill('  라멘  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/searchText=%EB%9D%BC%EB%A9%98$/);
    await expect(home(page).getByRole('heading', { name: '검색 결과' })).toBeVisible();
    await expect(home(page).locator('[part="banners"]')).toHaveCount(0);
    await expect(productCards(page).first()).toBeVisible();
    // Every card found is named by a product whose name holds the keyword.
    for (const card of await productCards(page).all()) await expect(card).toHaveAccessibleName(/라멘/);
    await home(page).getByRole('button', { name: '검색어 지우기' }).click();
    await expect(page).not.toHaveURL(/searchText/);
    await expect(home(page).locator('[part="banners"]')).toBeVisible();
    await search.fill('없는상품이름');
    await search.press('Enter');
    await expect(home(page).getByText('찾으시는 검색 결과가 없어요.')).toBeVisible();
    await expect(home(page).getByText("'일본 식품관'에서 다른 검색어로 찾아보세요.")).toBeVisible();
  });

  test('sorts and filters through the URL and through the controls', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}?sortType=LOW_PRICE&isShippingFeeFree=true&viewSoldout=false`);
    const sort = home(page).getByRole('combobox', { name: '정렬' });
    await expect(sort).toHaveValue('LOW_PRICE');
    await expect(home(page).getByRole('checkbox', { name: '무료배송' })).toBeChecked();
    await expect(home(page).getByRole('checkbox', { name: '품절 포함' })).not.toBeChecked();
    // The whole first page, as the API lists it with these filters (the grid draws its first screen first).
    const listed = await listedPage(page.request, scenarios['japan-food'], {
      sortType: 'LOW_PRICE',
      isShippingFeeFree: true,
      viewSoldOut: false,
    });
    expect(listed.storeItemList.length).toBeGreaterThan(1);
    await expect(productCards(page)).toHaveCount(listed.storeItemList.length);
    // The price a card shows, in won: the text that is only an amount.
    const prices = (
      await productCards(page)
        .getByText(/^\d{1,3}(,\d{3})*원$/)
        .allTextContents()
    ).map((text) => Number(text.replace(/\D/g, '')));
    expect(prices).toHaveLength(await productCards(page).count());
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(home(page).locator('[part="product-grid"] [data-sold-out]')).toHaveCount(0);
    await sort.selectOption('LIKE');
    await expect(page).toHaveURL(/sortType=LIKE/);
    await home(page).getByRole('checkbox', { name: '무료배송' }).uncheck();
    await expect(page).not.toHaveURL(/isShippingFeeFree/);
    // A value the spec does not know is ignored, never guessed.
    await page.goto(`/selection/${scenarios['japan-food']}?sortType=CHEAP&viewSoldout=nope`);
    await expect(sort).toHaveValue('POPULAR');
    await expect(home(page).getByRole('checkbox', { name: '품절 포함' })).toBeChecked();
  });

  test('scrolls through every page of a category', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    const expected = await listedPage(page.request, scenarios.outlet);
    expect(expected.maxPage).toBeGreaterThan(2);
    await expect(productCards(page)).toHaveCount(21);
    // The list draws only the pages near the viewport: collect every product it has drawn.
    const seen: string[] = [];
    const collect = async () => {
      for (const id of await productCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id') ?? ''))) {
        if (!seen.includes(id)) seen.push(id);
      }
      return seen.length;
    };
    for (let round = 0; round < 20 && (await collect()) < expected.storeItemNums; round += 1) {
      const before = seen.length;
      await productCards(page).last().scrollIntoViewIfNeeded();
      await expect.poll(collect).toBeGreaterThan(before);
    }
    expect(seen).toHaveLength(expected.storeItemNums);
    // Never more than a few pages drawn at once.
    expect(await productCards(page).count()).toBeLessThanOrEqual(3 * 21);
  });

  test('goes back from a product to the same product in the list', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    await expect(productCards(page)).toHaveCount(21);
    await productCards(page).last().scrollIntoViewIfNeeded();
    await expect(productCards(page)).toHaveCount(42);
    // Page 2's tenth: the 31st card drawn is another once page 1 is set aside.
    await openAndComeBack(page, home(page).locator('[part="product-grid"] [data-page="2"] [part="product-card"]').nth(9));
  });

  test('goes back to the product each time it is come back to (Back, Forward, Back again), until the person scrolls away from it', async ({
    page,
    scenarios,
  }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    await expect(productCards(page)).toHaveCount(21);
    await productCards(page).last().scrollIntoViewIfNeeded();
    await expect(productCards(page)).toHaveCount(42);
    const target = home(page).locator('[part="product-grid"] [data-page="2"] [part="product-card"]').nth(9);
    const itemId = await target.getAttribute('data-item-id');
    await openAndComeBack(page, target);
    const card = home(page).locator(`[part="product-grid"] [data-item-id="${itemId}"]`);

    // From here the restoration's wait is held: whether the page means to go back to the product is
    // whether it waits.
    await holdRestoreWait(page);
    await page.addInitScript(() => {
      document.addEventListener('selection-ready', () => Object.assign(window, { drawn: true }), { once: true });
      // A wheel reaches the page's listeners after it scrolls the page (they are passive): this one's
      // says when it has.
      window.addEventListener('wheel', () => Object.assign(window, { wheeled: true }), { capture: true, passive: true });
    });
    // The page drawn and two frames on: its lists have asked for what they come back to.
    const drawnAndSettled = () =>
      page.waitForFunction(
        () =>
          (window as { drawn?: boolean }).drawn === true &&
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
      );

    // Forward to the product, Back again: a new page (the browser kept none), which goes back to the
    // product again.
    await page.goForward();
    await expect(page).toHaveURL(`/item/${itemId}`);
    await page.goBack();
    await expect.poll(() => heldWaits(page), { message: 'the restoration waiting' }).toBeGreaterThan(0);
    await runHeldWaits(page);
    await expect(card).toBeInViewport({ timeout: 6000 });
    await expect(card.getByRole('link')).toBeFocused();

    // A key that moves nothing (the → of Alt+→, which goes Forward, reaches the page first), then
    // Forward and Back: the product was not left, and the page goes back to it again.
    await page.keyboard.press('ArrowRight');
    await expect(card).toBeInViewport();
    await page.goForward();
    await expect(page).toHaveURL(`/item/${itemId}`);
    await page.goBack();
    await expect.poll(() => heldWaits(page), { message: 'the restoration waiting after a key' }).toBeGreaterThan(0);
    await runHeldWaits(page);
    await expect(card.getByRole('link')).toBeFocused({ timeout: 6000 });

    // The person scrolls away from it: the place is theirs now, and the next Back is no way back to the product.
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, -3000);
    await page.waitForFunction(() => (window as { wheeled?: boolean }).wheeled === true);
    await expect(card).not.toBeInViewport();
    await page.goForward();
    await expect(page).toHaveURL(`/item/${itemId}`);
    await page.goBack();
    await drawnAndSettled();
    expect(await heldWaits(page)).toBe(0);
  });

  for (const when of ['before the element reads it', 'once the element has drawn'] as const) {
    test(`goes back to the product when the host adds a parameter of its own to the URL ${when} (a tracking one)`, async ({
      page,
      scenarios,
    }) => {
      const addParameter = () => history.replaceState(history.state, '', `${location.pathname}${location.search}&utm_source=push`);
      await page.goto(`/selection/${scenarios.outlet}?sortType=CHEAP`);
      await expect(productCards(page)).toHaveCount(21);
      const itemId = await productCards(page).nth(16).getAttribute('data-item-id');
      const card = home(page).locator(`[part="product-grid"] [data-item-id="${itemId}"]`);
      await card.getByRole('link').click();
      await expect(page).toHaveURL(`/item/${itemId}`);
      // Before any script of the page comes back (as a tag manager in the head would), or as the element
      // says its first screen is shown: after it read its memory, before the product is looked for.
      const addWhen =
        when === 'before the element reads it'
          ? `(${addParameter})()`
          : `document.addEventListener('selection-ready', ${addParameter}, { once: true })`;
      await page.addInitScript(`if (location.pathname.startsWith('/selection/')) ${addWhen};`);
      await page.goBack();
      await expect(page).toHaveURL(/sortType=CHEAP&utm_source=push$/);
      await expect(card).toBeInViewport({ timeout: 6000 });
      await expect(card.getByRole('link')).toBeFocused();
    });
  }

  test('leaves the page where the person took it when they scroll before the product is brought back', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    await expect(productCards(page)).toHaveCount(21);
    const itemId = await productCards(page).nth(16).getAttribute('data-item-id');
    const card = home(page).locator(`[part="product-grid"] [data-item-id="${itemId}"]`);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(`/item/${itemId}`);
    // The page comes back with the restoration's wait held: it runs when the test says, after the
    // person has scrolled.
    await holdRestoreWait(page);
    await page.goBack();
    await expect.poll(() => heldWaits(page), { message: 'the restoration waiting' }).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 300);
    // Where the wheel left the page, once it has come to rest (the same two frames running).
    const resting = () =>
      page.evaluate(
        () =>
          new Promise<number | undefined>((resolve) => {
            const first = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === first ? first : undefined)));
          }),
      );
    await expect.poll(async () => ((await resting()) ?? before) !== before).toBe(true);
    const scrolled = (await resting()) ?? (await page.evaluate(() => window.scrollY));
    // The 2 s are over: the restoration runs, and a frame after it (its search for the product).
    await runHeldWaits(page);
    // Not brought to the product (page 1's 17th card, rows further down): at most moved a little by
    // what was drawn above meanwhile.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
    await expect(card.getByRole('link')).not.toBeFocused();
  });

  test('goes back to a product far down a long list, whose page the list had stopped drawing', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    await expect(productCards(page)).toHaveCount(21);
    const pageOf = (n: number) => home(page).locator(`[part="product-grid"] [data-page="${n}"] [part="product-card"]`);
    // Three pages by scrolling, then two more by "더 보기" (the combined-shipping row follows the list).
    for (const n of [2, 3]) {
      await expect(async () => {
        await productCards(page).last().scrollIntoViewIfNeeded();
        await expect(pageOf(n).first()).toBeAttached({ timeout: 1000 });
      }).toPass();
    }
    for (const n of [4, 5]) {
      await home(page).getByRole('button', { name: '더 보기' }).click();
      await expect(pageOf(n).first().getByRole('link')).toBeFocused();
    }
    const target = pageOf(4).nth(10);
    await target.scrollIntoViewIfNeeded();
    await openAndComeBack(page, target);
  });

  test('goes back to the copy of a product opened from, in the grid or in the pick row, when it is in both', async ({
    page,
    scenarios,
  }) => {
    // Newest first, as the picks are: the newest picks are in the grid's first page too.
    await page.goto(`/selection/${scenarios['japan-food']}?sortType=RECENT`);
    await expect(productCards(page)).toHaveCount(21);
    const picks = home(page).locator('[part="pick-slider"] [part="product-card"]');
    await expect(picks.first()).toBeVisible();
    const idsOf = (cards: import('@playwright/test').Locator) =>
      cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-item-id')));
    const picked = await idsOf(picks);
    const both = (await idsOf(productCards(page))).find((id) => picked.includes(id));
    if (!both) throw new Error('no product both in the pick row and in the first page of the grid');
    // Its pick copy comes first on the page: the grid's is the one to come back to.
    await openAndComeBack(page, home(page).locator(`[part="product-grid"] [data-item-id="${both}"]`));
    await openAndComeBack(page, home(page).locator(`[part="pick-slider"] [data-item-id="${both}"]`), 'pick-slider');
  });

  test('goes back to a pick the row had loaded past its first two pages', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    const slider = home(page).locator('[part="pick-slider"]');
    const picks = slider.locator('[part="product-card"]');
    await expect(picks.first()).toBeVisible();
    // Four a page on a desktop, eight from the third: the 18th pick is on the row's fourth page.
    const next = slider.getByRole('button', { name: '다음 PICK 상품' });
    await expect(async () => {
      await next.click();
      await expect(picks.nth(17)).toBeInViewport({ timeout: 1000 });
    }).toPass();
    await openAndComeBack(page, picks.nth(17), 'pick-slider');
  });

  test('goes back to a product of the combined-shipping row, below the pages the grid had', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    await expect(productCards(page)).toHaveCount(21);
    const bundle = home(page).locator('[part="bundle-slider"] [part="product-card"]');
    // The row shows after the grid's three pages, which then go on by "더 보기".
    await scrollUntilShown(page, home(page).getByRole('button', { name: '더 보기' }));
    await scrollUntilShown(page, bundle.first());
    const opened = await bundle.first().getAttribute('data-item-id');
    await bundle.first().getByRole('link').click();
    await expect(page).toHaveURL(`/item/${opened}`);
    await page.goBack();
    // The row's suggestions are random, asked for again: the page comes back to the product if they
    // have it, else to the row's first. Either way, the row is in view with the focus in it.
    const focused = bundle.locator('a:focus');
    await expect(focused).toHaveCount(1, { timeout: 6000 });
    await expect(focused).toBeInViewport();
    const again = await bundle.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')));
    const expected = again.includes(opened) ? opened : again[0];
    await expect(focused.locator('xpath=ancestor::*[@data-item-id][1]')).toHaveAttribute('data-item-id', expected ?? '');
    // The grid came back with the three pages it had above the row.
    await expect(home(page).locator('[part="product-grid"] [data-page="3"]').first()).toBeAttached();
  });

  test('goes back to a search pick shown by "더 보기" @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}?searchText=${encodeURIComponent('박스')}`);
    const picks = home(page).locator('[part="search-picks"]');
    await picks.getByRole('button', { name: '더 보기' }).click();
    // Past the four a desktop shows first (two on a phone).
    const shown = picks.locator('[part="product-card"]');
    await expect(shown.nth(5)).toBeVisible();
    await openAndComeBack(page, shown.nth(5), 'search-picks');
  });

  test('the phone layout shows 8 category circles and 3.5 picks per view @phone-only', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    const circles = home(page).getByRole('navigation', { name: '카테고리 바로가기' });
    await expect(circles.getByRole('listitem')).toHaveCount(8);
    await expect(home(page).getByRole('link', { name: '전체보기' })).toBeVisible();
    const row = home(page).locator('[part="pick-slider"]').getByRole('list');
    await expect(row.locator('[part="product-card"]').first()).toBeVisible();
    // 3.5 in view: the fourth pick is cut by the right edge.
    const fourth = await row.evaluate((track) => {
      const edge = track.getBoundingClientRect().right;
      const box = (track.children[3] as HTMLElement).getBoundingClientRect();
      return { left: box.left < edge, right: box.right > edge, shown: (edge - box.left) / box.width };
    });
    expect(fourth.left && fourth.right).toBe(true);
    expect(fourth.shown).toBeGreaterThan(0.2);
    expect(fourth.shown).toBeLessThan(0.8);
    await home(page).getByRole('link', { name: '전체보기' }).click();
    await expect(page).toHaveURL(`/selection/${scenarios.outlet}/children`);
  });
});
