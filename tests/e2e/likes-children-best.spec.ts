import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { STORY_LIST_PAGE_SIZE } from '../../core/api/magazine-requests.ts';

const LOGIN_REQUIRED = '로그인 후 다시 시도해주세요.';

/** The product cards of `<selection-best>`. */
const bestCards = (page: Page) => page.locator('selection-best [part="product-card"]');
const cardOf = (scope: Page | Locator, itemId: string) => scope.locator(`[part="product-card"][data-item-id="${itemId}"]`);
const heartOf = (card: Locator) => card.locator('button[aria-pressed]');

/**
 * A product on the best page whose like count is shown exactly and that is not wished; with
 * `alsoIn`, one that the other element shows too.
 */
async function pickCard(page: Page, alsoIn?: Locator): Promise<{ itemId: string; likeCount: number }> {
  await expect(bestCards(page)).toHaveCount(21);
  const elsewhere = alsoIn
    ? await alsoIn.evaluate((element) =>
        [...(element.shadowRoot?.querySelectorAll<HTMLElement>('[part="product-card"]') ?? [])].map((card) => card.dataset.itemId ?? ''),
      )
    : undefined;
  const found = await page
    .locator('selection-best')
    .first()
    .evaluate((element, wanted) => {
      const cards = [...(element.shadowRoot?.querySelectorAll<HTMLElement>('[part="product-card"]:not([data-booked])') ?? [])];
      for (const card of cards) {
        const text = card.querySelector('[part="product-likes"]')?.textContent ?? '';
        const count = Number(text.replace(/\D/g, ''));
        const shared = wanted === undefined || wanted.includes(card.dataset.itemId ?? '');
        if (shared && text && !text.endsWith('+') && count > 0 && count < 98)
          return { itemId: card.dataset.itemId ?? '', likeCount: count };
      }
      return null;
    }, elsewhere);
  if (!found) throw new Error('no product with a small like count on the best page');
  return found;
}

async function signIn(page: Page, email = 'buyer2@example.com'): Promise<void> {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('selection1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

test.describe('likes, all categories and the best page', () => {
  test('a signed-out like asks to log in, goes to login with from, and works after coming back @phone', async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const bestUrl = `/selection/${scenarios.outlet}/best`;
    await page.goto(bestUrl);
    const { itemId } = await pickCard(page);
    const card = cardOf(page.locator('selection-best'), itemId);
    await heartOf(card).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(LOGIN_REQUIRED);
    await expect(heartOf(card)).toHaveAttribute('aria-pressed', 'false');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(bestUrl)}`);

    await signIn(page);
    await expect(page).toHaveURL(bestUrl);
    const again = cardOf(page.locator('selection-best'), itemId);
    await expect(heartOf(again)).toHaveAttribute('aria-pressed', 'false');
    await heartOf(again).click();
    await expect(heartOf(again)).toHaveAttribute('aria-pressed', 'true');
    await expect(heartOf(again)).toHaveAccessibleName('찜하기');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('like and unlike change the heart and the count, survive a reload, and keep two lists in step', async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const bestUrl = `/selection/${scenarios.outlet}/best`;
    await page.goto(`/login?from=${encodeURIComponent(bestUrl)}`);
    await signIn(page);
    await expect(page).toHaveURL(bestUrl);
    // A second element on the same page with product lists in other orders (best row, grid).
    await page.evaluate((largeId) => {
      const other = document.createElement('selection-home');
      other.setAttribute('large-id', largeId);
      document.body.append(other);
    }, scenarios.outlet);
    const home = page.locator('selection-home');
    await expect(home.locator('[part="product-grid"] [part="product-card"]')).toHaveCount(21);
    const { itemId, likeCount } = await pickCard(page, home);
    const best = cardOf(page.locator('selection-best'), itemId);
    const inHome = cardOf(home, itemId);

    // Each change's answer is waited for before a reload: the reload's lists would otherwise race it.
    const liked = page.waitForResponse('**/bookmark/add');
    await heartOf(best).click();
    await expect(heartOf(best)).toHaveAttribute('aria-pressed', 'true');
    await expect(heartOf(best)).toHaveAccessibleName('찜하기');
    await expect(best.locator('[part="product-likes"]')).toHaveText(`찜 ${likeCount + 1}`);
    const copies = await inHome.count();
    expect(copies).toBeGreaterThan(0);
    for (let index = 0; index < copies; index += 1) {
      await expect(heartOf(inHome.nth(index))).toHaveAttribute('aria-pressed', 'true');
      await expect(inHome.nth(index).locator('[part="product-likes"]')).toHaveText(`찜 ${likeCount + 1}`);
    }

    await liked;
    await page.reload();
    const reloaded = cardOf(page.locator('selection-best'), itemId);
    await expect(heartOf(reloaded)).toHaveAttribute('aria-pressed', 'true');
    await expect(reloaded.locator('[part="product-likes"]')).toHaveText(`찜 ${likeCount + 1}`);

    const unliked = page.waitForResponse('**/bookmark/remove');
    await heartOf(reloaded).click();
    await expect(heartOf(reloaded)).toHaveAttribute('aria-pressed', 'false');
    await expect(heartOf(reloaded)).toHaveAccessibleName('찜하기');
    await expect(reloaded.locator('[part="product-likes"]')).toHaveText(`찜 ${likeCount}`);
    await unliked;
    await page.reload();
    await expect(heartOf(cardOf(page.locator('selection-best'), itemId))).toHaveAttribute('aria-pressed', 'false');
    expect(pageErrors).toEqual([]);
  });

  test('two best lists on one page show one heart state', async ({ page, scenarios }) => {
    const bestUrl = `/selection/${scenarios['japan-food']}/best`;
    await page.goto(`/login?from=${encodeURIComponent(bestUrl)}`);
    await signIn(page);
    await expect(page).toHaveURL(bestUrl);
    const { itemId, likeCount } = await pickCard(page);
    await page.evaluate((largeId) => {
      const second = document.createElement('selection-best');
      second.setAttribute('large-id', largeId);
      second.id = 'second';
      document.body.append(second);
    }, scenarios['japan-food']);
    const first = cardOf(page.locator('selection-best').first(), itemId);
    const second = cardOf(page.locator('selection-best#second'), itemId);
    await expect(second).toBeVisible();
    await heartOf(second).click();
    for (const card of [first, second]) {
      await expect(heartOf(card)).toHaveAttribute('aria-pressed', 'true');
      await expect(card.locator('[part="product-likes"]')).toHaveText(`찜 ${likeCount + 1}`);
    }
  });

  test('back from a product on page 2 of the best page returns to that product, focused', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}/best`);
    await expect(bestCards(page)).toHaveCount(21);
    await page.locator('selection-best [role="status"][data-state="more"]').scrollIntoViewIfNeeded();
    await expect(bestCards(page)).toHaveCount(42);
    // Page 2's tenth (rank 31), pinned by its id: the list draws only the pages near the viewport, so
    // once page 1 is set aside for a spacer, the 31st card drawn is another product.
    const itemId = await page
      .locator('selection-best [part="product-grid"] [data-page="2"] [part="product-card"]')
      .nth(9)
      .getAttribute('data-item-id');
    const target = page.locator(`selection-best [part="product-grid"] [data-item-id="${itemId}"]`);
    await target.scrollIntoViewIfNeeded();
    await target.getByRole('link').click();
    await expect(page).toHaveURL(`/item/${itemId}`);
    await page.goBack();
    const again = page.locator(`selection-best [part="product-grid"] [data-item-id="${itemId}"]`);
    await expect(again).toBeInViewport({ timeout: 6000 });
    await expect(again.getByRole('link')).toBeFocused();
    await expect(again).toHaveAttribute('data-rank', '31');
  });

  test('back from a story of the story list returns to that story, focused, from a page set aside meanwhile @phone-only', async ({
    page,
    scenarios,
  }) => {
    // The last story of the page before the list's last: back on the list, which opens at its top,
    // that page is far below the view, and is set aside until the return scrolls to it.
    const storyPage = async (n: number) =>
      (
        await page.request.get(
          `/api/magazine/list?selectionFrameDataId=${scenarios.sneakers}&storyType=SNEAKERS&page=${n}&limit=${STORY_LIST_PAGE_SIZE}`,
        )
      ).json();
    const { maxPage } = await storyPage(1);
    expect(maxPage).toBeGreaterThan(3);
    const storyId: string = (await storyPage(maxPage - 1)).list.at(-1).storyId;
    await page.goto(`/story-list?selection-frame-data-id=${scenarios.sneakers}&story-type=SNEAKERS`);
    const stories = page.locator('selection-story-list [part="story-card"]');
    await expect(stories.first()).toBeVisible();
    const target = page.locator(`selection-story-list [part="story-card"][data-story-id="${storyId}"]`);
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(target).toBeAttached({ timeout: 500 });
    }).toPass();
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await expect(page).toHaveURL(new RegExp(`/magazine/${storyId}\\?`));
    // Whether the story's page is ever drawn as a spacer on the way back.
    await page.addInitScript((setAside) => {
      const look = () => {
        const spacer = document.querySelector('selection-story-list')?.shadowRoot?.querySelector(`[data-spacer="${setAside}"]`);
        if (spacer) Object.assign(window, { storyPageSetAside: true });
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, maxPage - 1);
    await page.goBack();
    const again = page.locator(`selection-story-list [part="story-card"][data-story-id="${storyId}"]`);
    await expect(again).toBeFocused({ timeout: 6000 });
    await expect(again).toBeInViewport();
    expect(await page.evaluate(() => 'storyPageSetAside' in window), 'the page set aside on the way back').toBe(true);
  });

  test('the children page lists the categories and a click opens the category @phone', async ({ page, scenarios, pageErrors }) => {
    await page.goto(`/selection/${scenarios.outlet}/children`);
    await expect(page.getByRole('heading', { name: '아울렛 패션 전체 카테고리', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '전체 카테고리' });
    for (const name of ['아우터', '니트·가디건', '키즈']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    // Each of the 13 categories of the second level has its picture.
    await expect(nav.locator('[part~="category--medium"]')).toHaveCount(13);
    await expect(nav.locator('[part~="category--medium"] img')).toHaveCount(13);
    const coat = nav.getByRole('link', { name: '코트', exact: true });
    const childId = await coat.getAttribute('data-frame-id');
    await coat.click();
    await expect(page).toHaveURL(`/selection/${scenarios.outlet}?target_id=${childId}`);
    await expect(page.locator('selection-home [part="product-card"]').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/selection/${scenarios.outlet}/children`);
    await expect(nav.getByRole('link', { name: '코트', exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the best page ranks the selection’s products by purchases and pages on', async ({ page, scenarios, request }) => {
    const largeId = scenarios['japan-food'];
    // Whether the second page has been asked for, whenever that happens.
    let pageTwoAsked = false;
    page.on('request', (request) => {
      if (request.url().includes('/item/get-legacies') && (request.postData() ?? '').includes('"page":2')) pageTwoAsked = true;
    });
    await page.goto(`/selection/${largeId}/best`);
    await expect(page.getByRole('heading', { name: '일본 식품관 베스트', level: 1 })).toBeVisible();
    await expect(page.locator('selection-best').getByText('구매많은순')).toBeVisible();
    await expect(bestCards(page)).toHaveCount(21);
    const response = await request.post('/api/item/get-legacies', {
      data: { selectionFrameDataId: largeId, sortType: 'PURCHASE', limit: 42 },
    });
    const expected = ((await response.json()) as { storeItemList: { itemId: string; purchaseCount: number }[] }).storeItemList;
    const counts = expected.map((item) => item.purchaseCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const shown = await bestCards(page).evaluateAll((cards) =>
      cards.map((card) => [card.getAttribute('data-item-id'), card.getAttribute('data-rank')]),
    );
    expect(shown).toEqual(expected.slice(0, 21).map((item, index) => [item.itemId, String(index + 1)]));
    const rank = bestCards(page).first().locator('[part="product-rank"]');
    await expect(rank.locator('[aria-hidden="true"]')).toHaveText('1');
    // The place is read with the product: the link's description starts with it.
    await expect(bestCards(page).first().getByRole('link')).toHaveAccessibleDescription(/^1위( |$)/);
    await expect(
      bestCards(page)
        .first()
        .getByText(/^\d{1,3}(,\d{3})*원$/),
    ).toBeVisible();

    // The list's end (its loading status, ready once page 1 is in) brought into view asks for page 2.
    await page.locator('selection-best [role="status"][data-state="more"]').scrollIntoViewIfNeeded();
    await expect.poll(() => pageTwoAsked, { message: 'page 2 asked for' }).toBe(true);
    await expect(bestCards(page)).toHaveCount(42);
    await expect(bestCards(page).nth(21)).toHaveAttribute('data-rank', '22');
    await expect(bestCards(page).nth(21)).toHaveAttribute('data-item-id', expected[21]?.itemId ?? '');

    await bestCards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/item/${expected[0]?.itemId}`);
  });
});
