import { expect, test } from './fixtures.ts';

test.describe('demo login', () => {
  // Every test starts from the seed, whatever an earlier test (or one that failed half-way) left in
  // the reference API: a paused server, a changed frame, an issued coupon.
  test.beforeEach(async ({ request }) => {
    await request.post('/api/mock/selection/reset');
  });

  test('empty fields get the spec messages and nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/app/login')) sent += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('이메일을 입력해주세요.');
    await page.getByLabel('이메일').fill('buyer1@example.com');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('비밀번호를 입력해주세요.');
    expect(sent).toBe(0);
  });

  test('a wrong password keeps what was typed and says why', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('이메일').fill('buyer1@example.com');
    await page.getByLabel('비밀번호').fill('wrong');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 일치하지 않아요.');
    await expect(page.getByLabel('이메일')).toHaveValue('buyer1@example.com');
  });

  test('login goes back to the page named in from, and shows who is signed in', async ({ page, scenarios }) => {
    const from = `/selection/${scenarios.outlet}?sortType=RECENT`;
    await page.goto(`/login?from=${encodeURIComponent(from)}`);
    await page.getByLabel('이메일').fill('buyer2@example.com');
    await page.getByLabel('비밀번호').fill('selection1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(from);
    await expect(page.getByText('서준님')).toBeVisible();
  });

  test('a from pointing to another site is ignored', async ({ page }) => {
    await page.goto(`/login?from=${encodeURIComponent('//evil.example/phish')}`);
    await page.getByLabel('이메일').fill('buyer1@example.com');
    await page.getByLabel('비밀번호').fill('selection1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL('/');
  });
});
