/** Shopping a selection home in WebKit: browsing, searching, sorting, scrolling, liking. */
import assert from 'node:assert/strict';
import { Keys, type Shopper } from '../shopper.ts';
import { BUYER2, signIn, type Journey } from '../support.ts';

interface ItemList {
  storeItemList: { _id: string; itemName: string }[];
  storeItemNums: number;
  maxPage: number;
}

const home = (shopper: Shopper) => shopper.locator('selection-home');
const productCards = (shopper: Shopper) => home(shopper).locator('[part="product-grid"] [part="product-card"]');

/** The product list the reference API gives for `body` (the expectations of every list check). */
const itemsOf = (shopper: Shopper, body: Record<string, unknown>) =>
  shopper.api<ItemList>('/api/item/get-legacies', {
    inputText: '',
    viewSoldOut: true,
    isShippingFeeFree: false,
    isItemPriceWithShippingFee: false,
    page: 1,
    limit: 21,
    ...body,
  });

export async function firstVisitWithGuide({ shopper, scenarios, width }: Journey): Promise<void> {
  const largeId = scenarios['japan-food'];
  await shopper.goto(`/selection/${largeId}?guides=on`);
  const dialog = shopper.getByRole('dialog', { name: '일본 식품관에 오신 걸 환영해요' });
  const guide = shopper.locator('selection-guide').locator('[part="guide"]');
  const inGuide = (name: string) => shopper.locator('selection-guide').getByRole('button', { name, exact: true });
  await dialog.toBeVisible();
  // A popup on a desktop, a sheet from the bottom on a phone.
  await guide.toHaveAttribute('data-layout', width === 'phone' ? 'sheet' : 'popup');
  await dialog.toBeFocused();
  if (width === 'phone') {
    const viewport = await shopper.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    await shopper.until(
      async () => {
        const box = await guide.box();
        return box !== null && Math.round(box.y + box.height) === viewport.height && Math.round(box.width) === viewport.width;
      },
      () => 'the sheet to rest on the bottom edge, as wide as the screen',
    );
  }
  await inGuide('다음').click();
  await dialog.getByRole('heading', { name: '묶음배송으로 가볍게' }).toBeVisible();
  await inGuide('다음').click();
  await dialog.getByRole('heading', { name: 'MD PICK을 확인하세요' }).toBeVisible();
  await inGuide('다음').toHaveCount(0);
  await inGuide('완료').click();
  await guide.toHaveCount(0);
  const cookie = (await shopper.cookies()).find((entry) => entry.name === `selection_guide_${largeId}`);
  assert.ok(cookie?.expiry, 'the completed guide is remembered in a cookie');
  // 365 days, give or take the journey's own seconds.
  assert.equal(Math.round((cookie.expiry - Date.now() / 1000) / 86400), 365);
  // The returning visitor: the home without the guide, and no guide code or guide call at all.
  await shopper.reload();
  await productCards(shopper).first().toBeVisible();
  await guide.toHaveCount(0);
  const asked = await shopper.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  assert.ok(
    asked.some((url) => url.includes('/chunks/selection-home-')),
    'the home did load',
  );
  assert.deepEqual(
    asked.filter((url) => url.includes('/selection-frame-first-enterance-guide') || url.includes('/chunks/selection-guide-')),
    [],
  );
}

export async function categoryAndPickTabs({ shopper, scenarios, width }: Journey): Promise<void> {
  const largeId = scenarios['japan-food'];
  await shopper.goto(`/selection/${largeId}`);
  const nav = home(shopper).locator('[part="category-nav"]');
  const row = (level: number) => nav.getByRole('tablist', { name: `${level}단계 카테고리` });
  await nav.getByRole('tab', { name: '과자·스낵' }).click();
  await shopper.waitForUrl((url) => url.searchParams.has('target_id'), 'to name the category');
  for (let level = 2; level <= 4; level += 1) {
    await row(level).toBeVisible();
    await row(level).getByRole('tab').nth(1).click();
    await row(level).getByRole('tab').nth(1).toHaveAttribute('aria-selected', 'true');
  }
  const deepest = (await shopper.url()).searchParams.get('target_id');
  const expected = await itemsOf(shopper, { selectionFrameDataId: deepest });
  await productCards(shopper).toHaveCount(expected.storeItemList.length);
  await home(shopper).getByText(`총 ${expected.storeItemNums}개`).toBeVisible();
  // Back goes up one level: the URL state is followed on popstate.
  await shopper.back();
  await row(4).getByRole('tab', { selected: true }).toHaveText('ALL');

  // PICK: the curated list of the selection, as the API orders it.
  const picked = await itemsOf(shopper, { selectionFrameDataId: largeId, isPick: true, sortType: 'POPULAR' });
  await row(1).getByRole('tab', { name: '식품관 MD PICK' }).click();
  await shopper.waitForUrl((url) => url.searchParams.get('isPick') === 'true' && !url.searchParams.has('target_id'), 'to say PICK');
  await row(1).getByRole('tab', { name: '식품관 MD PICK' }).toHaveAttribute('aria-selected', 'true');
  const names = productCards(shopper);
  await shopper.until(
    async () =>
      JSON.stringify((await names.names()).slice(0, 3)) === JSON.stringify(picked.storeItemList.slice(0, 3).map((item) => item.itemName)),
    () => 'the PICK list to show the API’s first three picks',
  );
  await row(1).getByRole('tab', { name: 'ALL' }).click();
  await shopper.waitForUrl((url) => !url.searchParams.has('isPick') && !url.searchParams.has('target_id'), 'to drop PICK');

  // The outlet's pick row: the next page of picks arrives without moving the row.
  await shopper.goto(`/selection/${scenarios.outlet}`);
  const slider = home(shopper).locator('[part~="pick-slider"]');
  const items = slider.getByRole('list').first().getByRole('listitem');
  await items.first().toBeVisible();
  const picks = await itemsOf(shopper, { selectionFrameDataId: scenarios.outlet, isPick: true, sortType: 'RECENT', limit: 4 });
  if (width === 'desktop') {
    // Four fill the row, so the next four are asked for at once: they arrive without moving it.
    assert.ok(picks.storeItemNums > 8, 'the outlet has more than two pages of picks');
    await shopper.until(
      async () => (await items.count()) >= 8,
      () => 'the second page of picks',
    );
    assert.equal((await rowPlace(shopper, 0)).start, 0, 'the first pick still leads the row');
    // 다음 shows picks 5 to 8; at the row's end the third page is asked for, and arrives in place.
    await recordRow(shopper);
    await slider.getByRole('button', { name: '다음 PICK 상품' }).click();
    await shopper.until(
      async () => (await items.count()) > 8,
      () => 'the third page of picks after 다음',
    );
    let fifth: RowPlace | undefined;
    let record = '';
    await shopper.until(
      async () => {
        if ((fifth = await rowPlace(shopper, 4)).start === 0) return true;
        record = await recordedRow(shopper);
        return false;
      },
      () => `the fifth pick to lead the row after 다음 (it was at ${JSON.stringify(fifth)}; since 다음, the row ${record})`,
    );
    await slider.getByRole('button', { name: '이전 PICK 상품' }).toBeVisible();
  } else {
    // 3.5 picks in view; a swipe to the row's end shows the last one whole.
    await items.toHaveCount(Math.min(picks.storeItemNums, 15));
    const fourth = await rowPlace(shopper, 3);
    assert.ok(
      fourth.end !== null && fourth.end > 0.2 * fourth.width && fourth.end < 0.8 * fourth.width,
      'the fourth pick is cut by the edge',
    );
    // Swiped until the row rests at its end, as a person swipes again when one was not enough.
    await shopper.until(
      async () => {
        if (Math.abs((await rowPlace(shopper, -1)).end ?? Infinity) <= 1) return true;
        await slider.getByRole('list').first().wheel(5000);
        return false;
      },
      () => 'the last pick to close the row after a swipe',
    );
  }

  // Template B's pick tabs: a pick category fills the pick row with its own picks.
  const pickTabs = home(shopper).getByRole('tablist', { name: 'PICK 카테고리' });
  const second = pickTabs.getByRole('tab').nth(1);
  await second.toBeVisible();
  const pickName = await second.text();
  const categories = await shopper.api<{ selectionFrameDataList: { _id: string; title: string }[] }>(
    `/api/selection-frame-data/is-pick/child-list/${scenarios.outlet}`,
  );
  const category = categories.selectionFrameDataList.find((frame) => frame.title === pickName);
  assert.ok(category, `the pick tab ${pickName} is one of the API's pick categories`);
  await second.click();
  await shopper.waitForUrl((url) => url.searchParams.get('pick') === category._id, 'to name the pick category');
  await second.toHaveAttribute('aria-selected', 'true');
  const categoryPicks = await itemsOf(shopper, { selectionFrameDataId: category._id, isPick: true, sortType: 'RECENT', limit: 8 });
  const firstPick = categoryPicks.storeItemList[0]?.itemName ?? '';
  await slider.getByRole('article').first().getByText(firstPick, { exact: true }).toBeVisible();
}

/**
 * Starts a record of the outlet pick row's scroll events and item changes (milliseconds since the
 * record began, where the row stood, how many items it held), read by `recordedRow` for a failure's
 * message: which came first tells a re-snap from a late scroll event.
 */
function recordRow(shopper: Shopper): Promise<void> {
  return shopper.evaluate(() => {
    const track = document.querySelector('selection-home')?.shadowRoot?.querySelector<HTMLElement>('[part~="pick-slider"] ul');
    const record: string[] = [];
    (window as { rowRecord?: string[] }).rowRecord = record;
    if (!track) return;
    const began = performance.now();
    const note = (what: string) =>
      record.push(
        `${what} ${Math.round(performance.now() - began)} ms: at ${Math.round(track.scrollLeft)}, ${track.children.length} items`,
      );
    track.addEventListener('scroll', () => note('scroll'), { passive: true });
    new MutationObserver(() => note('items')).observe(track, { childList: true });
  });
}

/** The record `recordRow` began, one entry after another. */
function recordedRow(shopper: Shopper): Promise<string> {
  return shopper.evaluate(() => ((window as { rowRecord?: string[] }).rowRecord ?? ['was not recorded']).join('; '));
}

/** Where a pick sits in its row (see rowPlace), and where the row itself is scrolled, for a failure's message. */
interface RowPlace {
  start: number | null;
  end: number | null;
  width: number;
  scrolled: number | null;
  scrollEnd: number | null;
}

/**
 * Where the outlet pick row's item `index` stands: `start` is its left edge less the row's inner
 * start (0 when it leads the row), `end` its right edge less the row's inner end (0 when it closes
 * the row), each rounded and null when the item is not in the row at all.
 */
function rowPlace(shopper: Shopper, index: number): Promise<RowPlace> {
  return shopper.evaluate((at: number) => {
    const track = document.querySelector('selection-home')?.shadowRoot?.querySelector<HTMLElement>('[part~="pick-slider"] ul');
    const item = track?.children[at < 0 ? track.children.length + at : at];
    if (!track || !item) return { start: null, end: null, width: 0, scrolled: null, scrollEnd: null };
    const row = track.getBoundingClientRect();
    const style = getComputedStyle(track);
    const inner = { left: row.left + parseFloat(style.paddingLeft), right: row.right - parseFloat(style.paddingRight) };
    const box = item.getBoundingClientRect();
    const shown = box.right > row.left && box.left < row.right;
    return {
      start: shown && box.left >= inner.left - 1 ? Math.round(box.left - inner.left) : null,
      end: shown ? Math.round(box.right - inner.right) : null,
      width: Math.round(box.width),
      scrolled: Math.round(track.scrollLeft),
      scrollEnd: track.scrollWidth - track.clientWidth,
    };
  }, index);
}

export async function sortAndFilters({ shopper, scenarios }: Journey): Promise<void> {
  const largeId = scenarios['japan-food'];
  await shopper.goto(`/selection/${largeId}?sortType=LOW_PRICE&isShippingFeeFree=true&viewSoldout=false`);
  const sort = home(shopper).getByRole('combobox', { name: '정렬' });
  const freeShipping = home(shopper).getByRole('checkbox', { name: '무료배송' });
  const soldOut = home(shopper).getByRole('checkbox', { name: '품절 포함' });
  await sort.toHaveValue('LOW_PRICE');
  await freeShipping.toBeChecked();
  await soldOut.toBeChecked(false);
  await productCards(shopper).first().toBeVisible();
  const expected = await itemsOf(shopper, {
    selectionFrameDataId: largeId,
    sortType: 'LOW_PRICE',
    isShippingFeeFree: true,
    viewSoldOut: false,
  });
  const names = productCards(shopper);
  await shopper.until(
    async () => JSON.stringify(await names.names()) === JSON.stringify(expected.storeItemList.map((item) => item.itemName)),
    () => 'the list to be the API’s cheapest-first list of free-shipping, in-stock products',
  );
  const prices = (
    await productCards(shopper)
      .getByText(/^[\d,]+원$/)
      .texts()
  ).map((text) => Number(text.replace(/\D/g, '')));
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  await home(shopper).locator('[part="product-grid"] [data-sold-out]').toHaveCount(0);

  // The controls: a click on the free-shipping chip, then the keyboard on to the sort.
  await freeShipping.click();
  await shopper.waitForUrl((url) => !url.searchParams.has('isShippingFeeFree'), 'to drop isShippingFeeFree');
  await freeShipping.toBeChecked(false);
  await shopper.press(Keys.Tab);
  await soldOut.toBeFocused();
  await shopper.press(Keys.Tab);
  await sort.toBeFocused();
  const options = await home(shopper).locator('select option').texts();
  const values = await shopper.evaluate(() =>
    Array.from(
      document.querySelector('selection-home')?.shadowRoot?.querySelectorAll('select option') ?? [],
      (option) => (option as HTMLOptionElement).value,
    ),
  );
  assert.equal(options.length, values.length);
  const from = values.indexOf('LOW_PRICE');
  const to = values.indexOf('LIKE');
  assert.ok(from >= 0 && to >= 0);
  for (let step = 0; step < Math.abs(to - from); step += 1) await shopper.press(to > from ? Keys.ArrowDown : Keys.ArrowUp);
  await shopper.waitForUrl((url) => url.searchParams.get('sortType') === 'LIKE', 'to say sortType=LIKE');
  await sort.toHaveValue('LIKE');
  const byLikes = await itemsOf(shopper, { selectionFrameDataId: largeId, sortType: 'LIKE', viewSoldOut: false });
  await shopper.until(
    async () => (await names.names())[0] === byLikes.storeItemList[0]?.itemName,
    () => 'the most liked product to lead the list',
  );

  // A value the spec does not know is ignored, never guessed.
  await shopper.goto(`/selection/${largeId}?sortType=CHEAP&viewSoldout=nope`);
  await sort.toHaveValue('POPULAR');
  await soldOut.toBeChecked();
}

export async function infiniteScroll({ shopper, scenarios }: Journey): Promise<void> {
  await shopper.goto(`/selection/${scenarios.outlet}`);
  const expected = await itemsOf(shopper, { selectionFrameDataId: scenarios.outlet });
  assert.ok(expected.maxPage > 2, 'the outlet has more than two pages');
  await productCards(shopper).toHaveCount(21);
  // The list draws only the pages near the view: collect every product it has drawn.
  const seen = new Set<string>();
  const collect = async () => {
    for (const id of await shopper.evaluate(() =>
      Array.from(
        document.querySelector('selection-home')?.shadowRoot?.querySelectorAll('[part="product-grid"] [part="product-card"]') ?? [],
        (card) => card.getAttribute('data-item-id') ?? '',
      ),
    ))
      seen.add(id);
    return seen.size;
  };
  for (let round = 0; round < 20 && (await collect()) < expected.storeItemNums; round += 1) {
    const before = seen.size;
    await productCards(shopper).last().scrollIntoView();
    await shopper.until(
      async () => (await collect()) > before,
      () => `more products after scrolling (${before} seen)`,
    );
    // Never more than a few pages drawn at once.
    assert.ok((await productCards(shopper).count()) <= 3 * 21, 'at most three pages drawn');
  }
  assert.equal(seen.size, expected.storeItemNums);
}

export async function productAndBack({ shopper, scenarios }: Journey): Promise<void> {
  await shopper.goto(`/selection/${scenarios.outlet}`);
  await productCards(shopper).toHaveCount(21);
  await productCards(shopper).last().scrollIntoView();
  await shopper.until(
    async () => (await productCards(shopper).count()) >= 42,
    () => 'the second page of products',
  );
  // A product further down, named by its id: the list draws and drops pages as it scrolls.
  const itemId = await productCards(shopper).nth(30).attribute('data-item-id');
  assert.ok(itemId);
  const card = home(shopper).locator(`[part="product-grid"] [part="product-card"][data-item-id="${itemId}"]`);
  await card.getByRole('link').click();
  await shopper.waitForUrl((url) => url.pathname === `/item/${itemId}`, `to be the product ${itemId}`);
  await shopper.getByRole('heading', { name: '상품 상세' }).toBeVisible();
  await shopper.back();
  await shopper.waitForUrl((url) => url.pathname === `/selection/${scenarios.outlet}`, 'to be the selection again');
  await card.toBeInViewport();
  await card.getByRole('link').toBeFocused();
}

export async function koreanSearch({ shopper, scenarios }: Journey): Promise<void> {
  await shopper.goto(`/selection/${scenarios['japan-food']}`);
  const search = home(shopper).getByRole('searchbox');
  await search.fill('  라멘  ');
  await search.press(Keys.Enter);
  await shopper.waitForUrl((url) => url.search.endsWith('searchText=%EB%9D%BC%EB%A9%98'), 'to carry the trimmed keyword');
  await home(shopper).getByRole('heading', { name: '검색 결과' }).toBeVisible();
  await home(shopper).locator('[part="banners"]').toHaveCount(0);
  await productCards(shopper).first().toBeVisible();
  const found = await itemsOf(shopper, { selectionFrameDataId: scenarios['japan-food'], inputText: '라멘' });
  const names = productCards(shopper);
  await names.toHaveCount(found.storeItemList.length);
  for (const name of await names.names()) assert.match(name, /라멘/);
  await home(shopper).getByRole('button', { name: '검색어 지우기' }).click();
  await shopper.waitForUrl((url) => !url.searchParams.has('searchText'), 'to drop the search');
  await home(shopper).locator('[part="banners"]').toBeVisible();
  await search.fill('없는상품이름');
  await search.press(Keys.Enter);
  await home(shopper).getByText('찾으시는 검색 결과가 없어요.').toBeVisible();
  await home(shopper).getByText("'일본 식품관'에서 다른 검색어로 찾아보세요.").toBeVisible();
}

export async function signInAndLike({ shopper, scenarios }: Journey): Promise<void> {
  // The outlet: some of its products have like counts shown exactly (under 99+).
  const path = `/selection/${scenarios.outlet}`;
  await shopper.goto(path);
  await productCards(shopper).toHaveCount(21);
  // A product whose like count is shown exactly and that nobody here has wished yet.
  const itemId = await shopper.evaluate(() => {
    const cards = document
      .querySelector('selection-home')
      ?.shadowRoot?.querySelectorAll<HTMLElement>('[part="product-grid"] [part="product-card"]');
    for (const card of cards ?? []) {
      const text = card.querySelector('[part="product-likes"]')?.textContent ?? '';
      const count = Number(text.replace(/\D/g, ''));
      const pressed = card.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed');
      if (text && !text.endsWith('+') && count > 0 && count < 98 && pressed === 'false') return card.dataset.itemId ?? null;
    }
    return null;
  });
  assert.ok(itemId, 'a product with a small like count');
  const cardOf = () => home(shopper).locator(`[part="product-grid"] [part="product-card"][data-item-id="${itemId}"]`);
  const heart = () => cardOf().locator('button[aria-pressed]');
  const likes = () => cardOf().locator('[part="product-likes"]');
  const start = Number((await likes().text())?.replace(/\D/g, ''));

  // Signed out: the heart asks to log in and leads to the login page with the way back.
  await heart().click();
  const dialog = shopper.getByRole('alertdialog');
  await dialog.toContainText('로그인 후 다시 시도해주세요.');
  await heart().toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: '확인' }).click();
  await shopper.waitForUrl((url) => url.pathname === '/login', 'to be the login page');
  assert.equal((await shopper.url()).searchParams.get('from'), path);
  await signIn(shopper, BUYER2);
  await shopper.waitForUrl((url) => url.pathname === path, 'to come back to the selection');
  await shopper.getByText('서준님').toBeVisible();

  await heart().toHaveAttribute('aria-pressed', 'false');
  await heart().click();
  await heart().toHaveAttribute('aria-pressed', 'true');
  await cardOf().getByRole('button', { name: '찜하기', pressed: true }).toHaveCount(1);
  await likes().toHaveText(`찜 ${start + 1}`);
  // The like is the person's: it is still there after a reload.
  await shopper.reload();
  await heart().toHaveAttribute('aria-pressed', 'true');
  await heart().click();
  await heart().toHaveAttribute('aria-pressed', 'false');
  await likes().toHaveText(`찜 ${start}`);
}
