import { expect, loadApiModule, test } from './fixtures.ts';

test.describe('fallback screens on the demo host', () => {
  // Every test starts from the seed, whatever an earlier test (or one that failed half-way) left in
  // the reference API: a paused server, a changed frame, an issued coupon.
  test.beforeEach(async ({ request }) => {
    await request.post('/api/mock/selection/reset');
  });

  test('each scenario without a usable template shows its exact text', async ({ page, scenarios, pageErrors }) => {
    await page.goto(`/selection/${scenarios['no-frames']}`);
    await expect(page.getByRole('heading', { name: '데이터를 만들고 있습니다!' })).toBeVisible();

    await page.goto(`/selection/${scenarios['no-template-name']}`);
    await expect(page.getByRole('heading', { name: 'No Template Name' })).toBeVisible();

    await page.goto(`/selection/${scenarios['unknown-template']}`);
    await expect(page.getByRole('heading', { name: '준비되지 않은 템플릿' })).toBeVisible();
    await expect(page.locator('selection-home').getByText('Z', { exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('an unknown selection shows not-found with a working home button', async ({ page }) => {
    await page.goto('/selection/does-not-exist');
    await expect(page.getByRole('heading', { name: '원하시는 페이지를 찾을 수 없어요' })).toBeVisible();
    await page.locator('selection-home').getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: /일본 식품관/ })).toBeVisible();
  });

  test('an unknown page of the host shows the same not-found text', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '원하시는 페이지를 찾을 수 없어요' })).toBeVisible();
  });

  test('a malformed response is an error screen with a retry, not a crash', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.malformed}`);
    await expect(page.getByText('일시적인 오류로 서비스 연결이 지연되고 있어요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  });

  test('a small3 node redirects to its parent page keeping the query string', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['small3-node']}?sortType=LOW_PRICE`);
    await expect(page).not.toHaveURL(new RegExp(scenarios['small3-node']));
    await expect(page).toHaveURL(/\/selection\/[^/?]+\?sortType=LOW_PRICE$/);
    await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  });

  test('a paused server sends the page to the construction page', async ({ page, scenarios, request }) => {
    await request.post('/api/mock/selection/server-pause', { data: { on: true } });
    try {
      await page.goto(`/selection/${scenarios['japan-food']}`);
      await expect(page).toHaveURL('/construction');
      await expect(page.getByRole('heading', { name: '서비스 점검 중이에요' })).toBeVisible();
    } finally {
      // Lifted even when a check above fails: the tests after this one do not run on a paused server.
      await request.post('/api/mock/selection/server-pause', { data: { on: false } });
    }
  });

  test('a page using selection-widgets/api alone is not sent anywhere by a paused server: the call says serverPause', async ({
    page,
    request,
  }) => {
    // A page of the demo host with no element on it.
    await page.goto('/login');
    await loadApiModule(page);
    await request.post('/api/mock/selection/server-pause', { data: { on: true } });
    try {
      const outcome = await page.evaluate(async () => {
        // A navigation starts with the navigate event, in the same task as the call that asks for it.
        let navigatedTo: string | undefined;
        const navigation = (window as unknown as { navigation: EventTarget }).navigation;
        navigation.addEventListener('navigate', (event) => {
          navigatedTo = (event as Event & { destination: { url: string } }).destination.url;
          event.preventDefault();
        });
        const api = window.selectionApi;
        if (!api) throw new Error('no selection-widgets/api on the page');
        const action = await api.getCategories().then(
          () => 'answered',
          (error: { action?: string }) => error.action,
        );
        return { action, navigatedTo };
      });
      expect(outcome).toEqual({ action: 'serverPause', navigatedTo: undefined });
      await expect(page).toHaveURL('/login');
    } finally {
      await request.post('/api/mock/selection/server-pause', { data: { on: false } });
    }
  });
});
