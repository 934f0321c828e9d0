/**
 * SPEC §8's share and copy feedback: the selection home offers its link — the system share sheet
 * where the browser has one, otherwise the link is copied — and says how it went. The browser's
 * share sheet and clipboard are stood in for before the page loads (the browser's edge).
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

type Browser = { share?: 'none' | 'ok' | 'cancel' | 'fail'; clipboard: 'ok' | 'fail' };

/** Gives the page a browser with (or without) a share sheet and a clipboard that works or refuses. */
async function browserWith(page: Page, { share = 'none', clipboard }: Browser): Promise<void> {
  await page.addInitScript(
    ({ share, clipboard }) => {
      const seen = ((window as unknown as { shareProbe: { shared: unknown[]; copied: string[] } }).shareProbe = {
        shared: [] as unknown[],
        copied: [] as string[],
      });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value:
          share === 'none'
            ? undefined
            : async (data: unknown) => {
                seen.shared.push(data);
                if (share === 'cancel') throw new DOMException('closed', 'AbortError');
                if (share === 'fail') throw new DOMException('refused', 'NotAllowedError');
              },
      });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            if (clipboard === 'fail') throw new DOMException('refused', 'NotAllowedError');
            seen.copied.push(text);
          },
        },
      });
    },
    { share, clipboard },
  );
}

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { shareProbe: { shared: { title: string; url: string }[]; copied: string[] } }).shareProbe);
const toast = (page: Page) => page.locator('selection-home [part="toast"]');

async function openHome(page: Page, largeId: string): Promise<string> {
  await page.goto(`/selection/${largeId}?sortType=RECENT`);
  const title = (await page.locator('selection-home').getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  return title;
}

test.describe('sharing a selection', () => {
  test('without a share sheet the link is copied, and the page says so @phone', async ({ page, scenarios }) => {
    await browserWith(page, { clipboard: 'ok' });
    await openHome(page, scenarios['japan-food']);
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(toast(page)).toHaveText('링크를 복사했어요.');
    expect((await probe(page)).copied).toEqual([page.url()]);
  });

  test('a clipboard that refuses is said too', async ({ page, scenarios }) => {
    await browserWith(page, { clipboard: 'fail' });
    await openHome(page, scenarios['japan-food']);
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(toast(page)).toHaveText('링크를 복사하지 못했어요.');
  });

  test('with a share sheet the page is shared with its title and address', async ({ page, scenarios }) => {
    await browserWith(page, { share: 'ok', clipboard: 'ok' });
    const title = await openHome(page, scenarios.outlet);
    const button = page.getByRole('button', { name: '공유하기' });
    await button.click();
    await expect(toast(page)).toHaveText('공유했어요.');
    expect(await probe(page)).toEqual({ shared: [{ title, url: page.url() }], copied: [] });
  });

  test('a share sheet that fails falls back to copying; when both fail, the share failure is said', async ({ page, scenarios }) => {
    await browserWith(page, { share: 'fail', clipboard: 'fail' });
    await openHome(page, scenarios.outlet);
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect(toast(page)).toHaveText('공유하지 못했어요.');
  });

  test('closing the share sheet shows nothing', async ({ page, scenarios }) => {
    await browserWith(page, { share: 'cancel', clipboard: 'ok' });
    await openHome(page, scenarios.outlet);
    await page.getByRole('button', { name: '공유하기' }).click();
    await expect.poll(async () => (await probe(page)).shared.length).toBe(1);
    await expect(toast(page)).toHaveCount(0);
    expect((await probe(page)).copied).toEqual([]);
  });
});
