/**
 * The finish of the storefront, as a shopper would notice it: banners that stay still behind a
 * dialog, targets a thumb can hit, a category row that fades, search results that name the keyword
 * and count, fallback screens with the way home, one error block for a failed review tab, sold-out
 * cards that read as sold out, and card text that lines up.
 */
import type { Locator, Page } from '@playwright/test';
import { childCategories } from './categories.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { listedPage } from './listed.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const home = (page: Page) => page.locator('selection-home');
const AUTOPLAY_MS = 4000;
/** A price as a card shows it: only an amount in won. */
const PRICE = /^\d{1,3}(,\d{3})*원$/;

/** The element the pointer would hit `dy` px below (or above) the centre of `target`. */
const hitsAt = (target: Locator, dy: number) =>
  target.evaluate((element, offset) => {
    const box = element.getBoundingClientRect();
    const root = element.getRootNode() as Document | ShadowRoot;
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2 + offset);
    return hit === element || element.contains(hit);
  }, dy);

test.describe('finish', () => {
  test('the main banner does not rotate while the guide is open, and goes on once it is closed', async ({ page, scenarios }) => {
    const start = new Date('2025-06-01T03:00:00.000Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto(`/selection/${scenarios['japan-food']}?guides=on`);
    const counter = home(page).locator('[part="banner-counter"]');
    const guide = page.locator('selection-guide [part="guide"]');
    await expect
      .poll(
        async () => {
          if ((await counter.count()) > 0 && (await guide.isVisible())) return true;
          await page.clock.runFor(100);
          return false;
        },
        { message: 'the banners and the guide show' },
      )
      .toBe(true);
    await expect(counter).toHaveText('1 / 4');
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expect(counter).toHaveText('1 / 4');

    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await page.mouse.move(0, 0);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(counter).toHaveText('2 / 4');
  });

  test('the main banner sits in the content column, rounded, its 2:1 artwork whole', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    // The first main banner is a slide named by its place; the search box marks the content column.
    const slide = home(page).getByRole('group', { name: '1 / 4' });
    const search = home(page).getByRole('search');
    await expect(slide.getByRole('img')).toBeVisible();
    // The box that clips the banner (the scrolling track between them only scrolls it) is the one a person sees.
    const frame = await slide.evaluate((element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
          const { x, width } = box.getBoundingClientRect();
          return { x, width, radius: style.borderTopLeftRadius };
        }
      }
      return undefined;
    });
    const column = await search.boundingBox();
    expect(frame, 'a box clips the main banner').toBeDefined();
    expect(Math.round(frame!.x)).toBe(Math.round(column!.x));
    expect(Math.round(frame!.width)).toBe(Math.round(column!.width));
    expect(frame!.radius).toBe('8px');
    const image = await slide.getByRole('img').boundingBox();
    expect(image!.width / image!.height).toBeCloseTo(2, 2);
  });

  test('share, 전체보기 and 베스트 더 보기 take a 44 px tall touch @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    const share = home(page).locator('[part="share-button"]');
    await expect(share).toBeVisible();
    expect(await hitsAt(share, 21)).toBe(true);
    expect(await hitsAt(share, -21)).toBe(true);
    const best = home(page).getByRole('link', { name: '베스트 더 보기' });
    await expect(best).toBeVisible();
    expect((await best.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await page.goto(`/selection/${scenarios['japan-food']}`);
    const all = home(page).getByRole('link', { name: '전체보기' });
    await expect(all).toBeVisible();
    expect((await all.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  test('the phone category row fades out beside 전체보기 instead of being cut, and fades at its start once scrolled @phone-only', async ({
    page,
    scenarios,
  }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    const row = home(page).getByRole('tablist', { name: '1단계 카테고리' });
    await expect(row).toBeVisible();
    const mask = () => row.evaluate((element) => getComputedStyle(element).maskImage);
    await expect.poll(mask).toContain('linear-gradient');
    // At rest: only the end fades.
    await expect.poll(mask).toMatch(/^linear-gradient\((90deg|to right), rgb\(0, 0, 0\) calc\(100% - 40px\), rgba\(0, 0, 0, 0\)\)$/);
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    // Scrolled to its end: only the start fades.
    await expect.poll(mask).toMatch(/^linear-gradient\((90deg|to right), rgba\(0, 0, 0, 0\), rgb\(0, 0, 0\) 40px\)$/);
  });

  test('search results name the keyword and the number of results, after the picks @phone', async ({ page, scenarios, request }) => {
    const keyword = '라멘';
    await page.goto(`/selection/${scenarios['japan-food']}?searchText=${encodeURIComponent(keyword)}`);
    const { storeItemNums } = await listedPage(request, scenarios['japan-food'], { inputText: keyword });
    const heading = home(page).getByRole('heading', { name: `‘${keyword}’ 검색 결과 ${storeItemNums.toLocaleString('ko-KR')}개` });
    await expect(heading).toBeVisible();
    // The picks are their own block above the results, not inside the results' header.
    const picks = home(page).locator('[part="search-picks"]');
    await expect(picks.getByRole('heading', { name: 'PICK 상품' })).toBeVisible();
    await expect(home(page).locator('[part="search-results"] [part="search-picks"]')).toHaveCount(0);
    expect((await picks.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
    // The count is said once.
    await expect(home(page).locator('[part="product-count"]')).toBeHidden();
  });

  test('"No Template Name" and "준비되지 않은 템플릿" keep their texts and offer the way home @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['no-template-name']}`);
    await expect(home(page).getByRole('heading', { name: 'No Template Name', exact: true })).toBeVisible();
    await expect(home(page).getByRole('link', { name: '홈으로 가기' })).toBeVisible();

    await page.goto(`/selection/${scenarios['unknown-template']}`);
    await expect(home(page).getByRole('heading', { name: '준비되지 않은 템플릿', exact: true })).toBeVisible();
    await expect(home(page).getByText('Z', { exact: true })).toBeVisible();
    await home(page).getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a review tab whose calls all fail shows one error with one retry, and the retry brings the sections back @phone', async ({
    page,
    scenarios,
  }) => {
    let failing = true;
    await page.route(/\/api\/(selection-frame-(vote|review-request)\/buyer-list|magazine\/preview-list)/, (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"x"}' })
        : route.fallback(),
    );
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    const retry = home(page).getByRole('button', { name: '다시 시도' });
    await expect(retry).toHaveCount(1);
    await expect(home(page).getByText('일시적인 오류로 서비스 연결이 지연되고 있어요.')).toHaveCount(1);
    await expect(home(page).locator('[part~="review-section"]')).toHaveCount(0);

    failing = false;
    await retry.click();
    await expect(home(page).locator('[part~="vote-card"]').first()).toBeVisible();
    await expect(home(page).locator('[part~="review-section"]')).toHaveCount(4);
    await expect(retry).toHaveCount(0);
  });

  test('a sold-out card: a centred pill on a darker dim, a greyed price, the heart as on every card @phone', async ({
    page,
    scenarios,
  }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    const cards = home(page).locator('[part="product-grid"] [part="product-card"]');
    // A card reads as sold out when its link says so.
    const soldOutLink = page.getByRole('link', { name: /품절/ });
    const card = cards.filter({ has: soldOutLink }).first();
    const other = cards.filter({ hasNot: soldOutLink }).first();
    await card.scrollIntoViewIfNeeded();
    // The pill and its dim are drawn for the eye only (hidden from assistive technology, which hears the link).
    const pill = card.locator('[aria-hidden="true"]').getByText('품절', { exact: true });
    const dim = card.locator('[aria-hidden="true"]', { has: page.getByText('품절', { exact: true }) });
    await expect(pill).toBeVisible();
    const [box, pillBox] = [await card.locator('img').boundingBox(), await pill.boundingBox()];
    expect(Math.abs(pillBox!.x + pillBox!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(1);
    expect(Math.abs(pillBox!.y + pillBox!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(1);
    expect(await pill.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('999px');
    expect(await dim.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0.55)');
    const priceColour = (target: Locator) => target.getByText(PRICE).evaluate((element) => getComputedStyle(element).color);
    expect(await priceColour(card)).toBe('rgb(107, 107, 107)');
    expect(await priceColour(other)).not.toBe('rgb(107, 107, 107)');
    // The heart is the same control as on any card, above the dim.
    const heart = card.getByRole('button', { name: '찜하기' });
    await expect(heart).toBeVisible();
    expect(await hitsAt(heart, 0)).toBe(true);
  });

  test('in a row of cards, names wrap between words and prices line up; the badge row stays within two lines @phone', async ({
    page,
    scenarios,
  }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    const grid = home(page).locator('[part="product-grid"]');
    await expect(grid.getByRole('article').nth(20)).toBeAttached();
    // The first page's products, as the list asks for them: each card is found by the product it is named by.
    const { storeItemList } = await listedPage(page.request, scenarios['japan-food']);
    expect(storeItemList).toHaveLength(21);
    const top = async (target: Locator) => Math.round((await target.boundingBox())!.y);
    const rows: { row: number; price: number; name: string; metaLines: number }[] = [];
    for (const { itemName } of storeItemList) {
      const card = grid.getByRole('article', { name: itemName, exact: true });
      // The badge row (free shipping, reviews, likes) is plain text in a box with no role or part of
      // its own: its height in lines is the subject, so it is found by its class.
      const meta = card.locator('.product-card__meta');
      rows.push({
        row: await top(card.locator('img')),
        price: await top(card.getByText(PRICE)),
        name: await card.getByText(itemName, { exact: true }).evaluate((element) => getComputedStyle(element).wordBreak),
        metaLines: await meta.evaluate(
          (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        ),
      });
    }
    const byRow = new Map<number, number[]>();
    for (const card of rows) byRow.set(card.row, [...(byRow.get(card.row) ?? []), card.price]);
    for (const prices of byRow.values())
      expect(Math.max(...prices) - Math.min(...prices), 'prices of one row at one height').toBeLessThanOrEqual(1);
    expect(rows.every((card) => card.name === 'keep-all')).toBe(true);
    expect(Math.max(...rows.map((card) => card.metaLines))).toBeLessThan(2.5);
  });

  test('the line chooser is titled by what it lists @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.sneakers}`);
    const [category] = await childCategories(page.request, scenarios.sneakers);
    const parent = category?.title ?? '';
    const lines = await childCategories(page.request, scenarios.sneakers, category?._id);
    await home(page).getByRole('tablist', { name: '1단계 카테고리' }).getByRole('tab', { name: parent, exact: true }).click();
    const open = home(page).locator('[part="line-chooser-open"]');
    await expect(open).toHaveText(`${parent} 선택 ▾`);
    await open.click();
    const chooser = home(page).getByRole('dialog', { name: `${parent} 선택` });
    await expect(chooser).toBeVisible();
    // It lists ALL, then the children of that category (the brands of 브랜드), nothing else.
    await expect(chooser.getByRole('list').getByRole('button')).toHaveText(['ALL', ...lines.map((line) => line.title)]);
    expect(lines.length).toBeGreaterThanOrEqual(14);
    // They are listed there, not in a second row of tabs.
    await expect(home(page).getByRole('tablist', { name: '2단계 카테고리' })).toHaveCount(0);
  });

  test('the review-request placeholder is read whole on a phone, the counter beside the hint @phone-only', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    const input = home(page).getByRole('textbox', { name: '리뷰 요청 코멘트' });
    await expect(input).toBeVisible();
    const fit = await input.evaluate((element: HTMLInputElement) => {
      const style = getComputedStyle(element);
      // The placeholder as drawn: its own font (the text typed is 16 px, which iOS needs to not zoom).
      const hint = getComputedStyle(element, '::placeholder');
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(element.placeholder).width, room };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await expect(home(page).getByText('0/50', { exact: true })).toBeVisible();
  });
});
