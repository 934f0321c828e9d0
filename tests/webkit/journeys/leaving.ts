/**
 * The iOS app's engine keeps a change on its way when the person leaves: a heart tapped on a shop's
 * page (another origin than the API's) just before the person goes elsewhere still reaches the API.
 */
import assert from 'node:assert/strict';
import { BUYER2, PASSWORD, type Journey } from '../support.ts';

/** How long the like's requests are held: its preflight (unless WebKit has it cached), then the like itself. */
const HELD_MS = 4000;

export async function likeJustBeforeLeaving({ shopper, scenarios }: Journey): Promise<void> {
  const api = new URL(shopper.base);
  const shop = `http://127.0.0.1:${Number(api.port) + 2}`;
  const { user } = await shopper.api<{ user: { auth: { access_token: string } } }>('/api_base/auth/app/login', {
    email: BUYER2,
    password: PASSWORD,
  });
  const token = user.auth.access_token;
  await shopper.goto(`${shop}/selection/${scenarios.outlet}?config=global`);
  const cards = shopper.locator('selection-home').locator('[part="product-grid"] [part="product-card"]');
  await cards.toHaveCount(21);
  const handedOver = await shopper.evaluate((value) => {
    const widgets = (window as { SelectionWidgets?: { setAuthToken(token: string): void } }).SelectionWidgets;
    widgets?.setAuthToken(value);
    return widgets !== undefined;
  }, token);
  assert.ok(handedOver, "the shop's page has the loader's SelectionWidgets");
  const itemId = await cards.first().attribute('data-item-id');
  assert.ok(itemId, 'the first product has an id');
  const heart = shopper
    .locator('selection-home')
    .locator(`[part="product-grid"] [part="product-card"][data-item-id="${itemId}"] button[aria-pressed]`);
  // buyer2 has no wishes in the seed.
  await heart.toHaveAttribute('aria-pressed', 'false');
  const isBooked = async () => {
    const answer = await fetch(new URL(`/api_base/bookmark/check?itemId=${itemId}`, api), {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.ok(answer.ok, `the bookmark check answered ${answer.status}`);
    return ((await answer.json()) as { isBooked: boolean }).isBooked;
  };

  // A slow network: the like's requests are held until after the person has gone.
  await shopper.api('/api/mock/selection/slow', { path: '/bookmark/add', ms: HELD_MS });
  try {
    await heart.click();
    await heart.toHaveAttribute('aria-pressed', 'true');
    assert.equal(await isBooked(), false, 'the like reached the API before the page was left');
    await shopper.goto('/api/mock/selection/scenarios');
    await shopper.until(isBooked, () => 'the like to reach the API after the page had gone', 4 * HELD_MS);
  } finally {
    await shopper.api('/api/mock/selection/slow', { path: '/bookmark/add', ms: 0 });
  }
}
