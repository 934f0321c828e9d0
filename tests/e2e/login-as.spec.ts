/**
 * SPEC §3, §6: the user's `auth` carries a secondary token in the login-as mode, in which an
 * operator acts as a user and nothing is tracked. The reference API's login-as path gives both
 * tokens (and cookies); in the simulated app, a guide's view is then not sent to the app's tracker,
 * and after logout it is again.
 */
import * as v from 'valibot';
import type { Page } from '@playwright/test';
import { LoginAsResponseSchema } from '../../core/schemas/login-as.ts';
import { expect as baseExpect, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

const inApp = (path: string) => `${path}?guides=on&app=ios&appVersion=26.10.6`;
const appLog = (page: Page) => page.getByRole('list', { name: '앱 메시지 기록' });
const guide = (page: Page) => page.locator('selection-guide [part="guide"]');

test('login-as: the user acts with both tokens and no tracking; after logout, tracking is back', async ({ page, scenarios }) => {
  const answer = await page.request.post('/api_base/auth/app/login-as', {
    data: { email: 'operator@example.com', password: 'selection1234', targetEmail: 'buyer1@example.com' },
  });
  expect(answer.status()).toBe(200);
  const { user } = v.parse(LoginAsResponseSchema, await answer.json());
  expect(user.email).toBe('buyer1@example.com');
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies).toMatchObject({ access_token: user.auth.access_token, secondary_token: user.auth.secondary_token });

  // Acting as 민지, in the app: the guide opens, and its view is not tracked.
  await page.goto(inApp(`/selection/${scenarios['japan-food']}`));
  await expect(page.locator('demo-session')).toContainText('민지');
  await expect(guide(page)).toBeVisible();
  await expect(appLog(page)).not.toContainText('"type":"track"');

  // Logout ends the login-as mode with the session.
  await page.keyboard.press('Escape');
  await expect(guide(page)).toHaveCount(0);
  await page.locator('demo-session').getByRole('button', { name: '로그아웃' }).click();
  await expect(page.locator('demo-session')).not.toContainText('민지');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('secondary_token');
  await page.goto(inApp(`/selection/${scenarios.outlet}`));
  await expect(guide(page)).toBeVisible();
  await expect(appLog(page)).toContainText('"event":"selection_guide_view"');
});
