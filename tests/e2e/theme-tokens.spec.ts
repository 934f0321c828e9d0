/**
 * Theming: a host sets the documented custom properties once at `:root`, and every rendered widget
 * follows them (the widgets fall back to their defaults, they never redeclare a token on `:host`).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every token with a value unlike its default, written as the computed style reports it. */
const TOKENS = {
  '--selection-accent': 'rgb(0, 90, 60)',
  '--selection-on-accent': 'rgb(250, 240, 200)',
  '--selection-text': 'rgb(20, 30, 90)',
  '--selection-muted': 'rgb(80, 60, 40)',
  '--selection-line': 'rgb(10, 200, 10)',
  '--selection-surface': 'rgb(255, 250, 235)',
  '--selection-soft': 'rgb(230, 240, 255)',
  '--selection-radius': '3px',
  '--selection-font': '"Courier New", monospace',
  '--selection-header-height': '60px',
  '--selection-sticky-top': '72px',
  '--selection-guide-width': '500px',
} as const;
type Token = keyof typeof TOKENS;

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function setRootTokens(page: Page, tokens: Partial<Record<Token, string>>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [name, value] of entries) document.documentElement.style.setProperty(name, value);
  }, Object.entries(tokens));
}

test('tokens set at :root reach the rendered widgets', async ({ page, scenarios, request }) => {
  // The guide's first slide says this under its title: its colour is the muted one.
  const guideAnswer = await request.get(`/api/selection-frame-first-enterance-guide?selectionFrameLargeDataId=${scenarios['japan-food']}`);
  const { guide: guideData } = (await guideAnswer.json()) as { guide: { slides: { text: string }[] } };
  const slideText = guideData.slides[0]?.text ?? '';
  expect(slideText).not.toBe('');
  await page.goto(`/selection/${scenarios['japan-food']}?guides=on`);
  await setRootTokens(page, TOKENS);
  const home = page.locator('selection-home');
  const guide = page.locator('selection-guide');
  await expect(guide.locator('[part="guide"]')).toBeVisible();
  await expect(home.locator('[part~="product-card"]').first()).toBeAttached();

  const checks: [Token, Locator, string][] = [
    ['--selection-text', home, 'color'],
    ['--selection-font', home, 'font-family'],
    ['--selection-accent', guide.locator('[part="next"]'), 'background-color'],
    ['--selection-on-accent', guide.locator('[part="next"]'), 'color'],
    ['--selection-surface', guide.locator('[part="guide"]'), 'background-color'],
    ['--selection-muted', guide.getByText(slideText, { exact: true }), 'color'],
    ['--selection-soft', home.locator('[part="search"]'), 'background-color'],
    ['--selection-line', home.locator('[part="search"]'), 'border-top-color'],
    ['--selection-guide-width', guide.locator('[part="guide"]'), 'width'],
    ['--selection-sticky-top', home.locator('[part="category-nav"]'), 'top'],
    // The chosen category tab is filled with the text colour, its name in the surface's; a product's
    // name is in the text colour.
    ['--selection-text', home.locator('[part~="nav-tab--active"]').first(), 'background-color'],
    ['--selection-surface', home.locator('[part~="nav-tab--active"]').first(), 'color'],
    ['--selection-text', home.locator('[part~="product-card"] .product-card__name').first(), 'color'],
  ];
  for (const [token, locator, property] of checks) {
    expect.soft(await style(locator, property), `${token} → ${property}`).toBe(TOKENS[token]);
  }

  // The vote page: its own title bar follows --selection-header-height, its controls --selection-radius.
  await page.goto(`/selection/${scenarios.sneakers}?path=vote`);
  await setRootTokens(page, TOKENS);
  // The title bar is the page section's own <header>: inside a section it is no landmark, so it has
  // no role to find it by; the documented part and the element name do.
  const header = home.locator('[part="vote-page"] > header');
  await expect(header.getByRole('heading', { name: '데일리 신상 투표', level: 1 })).toBeVisible();
  expect(await style(header, 'min-height'), '--selection-header-height → min-height').toBe(TOKENS['--selection-header-height']);
  const sort = home.getByRole('combobox', { name: '정렬' });
  expect(await style(sort, 'border-top-left-radius'), '--selection-radius → border-top-left-radius').toBe(TOKENS['--selection-radius']);
  // Every documented token was checked.
  expect(new Set([...checks.map(([token]) => token), '--selection-header-height', '--selection-radius'])).toEqual(
    new Set(Object.keys(TOKENS)),
  );
});
