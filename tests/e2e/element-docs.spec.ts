import { expect, test } from './fixtures.ts';

test.describe('element docs on the demo host', () => {
  test('the index links to one generated page per element', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '요소 문서' }).click();
    await expect(page).toHaveURL('/docs');
    for (const tag of [
      'selection-home',
      'selection-best',
      'selection-children',
      'selection-story-list',
      'selection-guide',
      'selection-coupon',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`<${tag}>`) })).toBeVisible();
    }
  });

  test('an element page lists attributes, typed events, parts and custom properties, with a live example whose attributes can be edited', async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    await page.goto('/docs/selection-home');
    await expect(page.getByRole('heading', { name: '<selection-home>', level: 1 })).toBeVisible();
    const attributes = page.locator('[data-table="attributes"]');
    await expect(attributes.getByRole('rowheader', { name: 'large-id' })).toBeVisible();
    await expect(attributes).toContainText('largeId');
    const navigate = page.locator('[data-table="events"] tr', { has: page.getByRole('rowheader', { name: 'selection-navigate' }) });
    await expect(navigate).toContainText("reason: 'item' | 'category'");
    await expect(page.locator('[data-table="parts"]').getByRole('rowheader', { name: 'vote-card--voted', exact: true })).toBeVisible();
    await expect(page.locator('[data-table="css-properties"]').getByRole('rowheader', { name: '--selection-accent' })).toBeVisible();

    // The live example starts on a seeded selection and logs what the element sends.
    const live = page.locator('demo-element-docs selection-home');
    await expect(live.locator('[part~="product-card"]').first()).toBeVisible();
    await expect(page.locator('[data-role="log"] [data-event="selection-ready"]')).toHaveCount(1);

    // Editing the attribute re-renders the element with another selection, and the markup follows.
    const field = page.getByLabel('large-id');
    await expect(field).toHaveValue(scenarios['japan-food']);
    await field.fill(scenarios['outlet']);
    await expect(live).toHaveAttribute('large-id', scenarios['outlet']);
    await expect(page.locator('[data-role="code"]')).toContainText(`large-id="${scenarios['outlet']}"`);
    await expect(page.getByRole('heading', { name: '아울렛 패션', level: 1 })).toBeVisible();

    // A click that would leave is announced and logged, and the docs page stays.
    await live.locator('[part~="product-card"]').first().click();
    await expect(page.locator('[data-role="log"] [data-event="selection-navigate"]').first()).toContainText('"reason":"item"');
    await expect(page).toHaveURL('/docs/selection-home');
    expect(pageErrors).toEqual([]);
  });
});
