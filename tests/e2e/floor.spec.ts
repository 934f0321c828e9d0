/**
 * The benchmark's floors (`npm run bench`): the page written by hand and the same page drawn by
 * React alone show the same cards from the same calls, so the ratios between them compare
 * runtimes, not content.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Each card as the floor shows it: its name, its whole text, and its image's address and loading. */
async function cards(page: Page, path: string) {
  await page.goto(path);
  const card = page.locator('#floor .floor-card');
  await expect(card.first()).toBeVisible();
  return card.evaluateAll((all) =>
    all.map((entry) => {
      const image = entry.querySelector('img');
      return {
        name: entry.querySelector('p')?.textContent,
        text: entry.textContent,
        src: image?.getAttribute('src'),
        loading: image?.getAttribute('loading'),
      };
    }),
  );
}

/** Whether React rendered into the floor's grid (its root container marks the node). */
const drawnByReact = (page: Page) =>
  page.locator('#floor').evaluate((grid) => Object.keys(grid).some((key) => key.startsWith('__reactContainer')));

test('the React floor draws the cards the hand-written floor draws', async ({ page, scenarios, pageErrors }) => {
  const paths = [
    `home/${scenarios['japan-food']}`,
    `review/${scenarios.sneakers}?tab=1`,
    `vote/${scenarios.sneakers}?tab=1&path=vote`,
    `best/${scenarios['japan-food']}`,
    `children/${scenarios.outlet}`,
    `story/${scenarios.sneakers}`,
  ];
  for (const path of paths) {
    const byHand = await cards(page, `/floor/${path}`);
    expect(await drawnByReact(page)).toBe(false);
    expect(byHand.length).toBeGreaterThan(6);
    // Every card names its entry (the children page's cards are names alone, without images).
    expect(byHand.filter((card) => !card.name)).toEqual([]);
    if (!path.startsWith('children/')) expect(byHand.filter((card) => !card.src)).toEqual([]);
    expect(await cards(page, `/floor-react/${path}`)).toEqual(byHand);
    expect(await drawnByReact(page)).toBe(true);
  }
  expect(pageErrors).toEqual([]);
});
