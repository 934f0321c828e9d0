/**
 * The iOS app's engine keeps a change on its way when the person leaves: a heart tapped on a shop's
 * page (another origin than the API's, so the like waits for its preflight) just before the person
 * goes elsewhere still reaches the API.
 */
import { BUYER2, PASSWORD, type Journey } from '../support.ts';

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
  await shopper.evaluate(
    (value) => (window as { SelectionWidgets?: { setAuthToken(token: string): void } }).SelectionWidgets?.setAuthToken(value),
    token,
  );
  const itemId = await cards.first().attribute('data-item-id');
  const heart = shopper
    .locator('selection-home')
    .locator(`[part="product-grid"] [part="product-card"][data-item-id="${itemId}"] button[aria-pressed]`);
  // buyer2 has no wishes in the seed.
  await heart.toHaveAttribute('aria-pressed', 'false');
  const isBooked = async () => {
    const answer = await fetch(new URL(`/api_base/bookmark/check?itemId=${itemId}`, api), {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { isBooked: boolean }).isBooked;
  };

  // A slow network: the like's preflight is answered only after the person has gone.
  await shopper.api('/api/mock/selection/slow', { path: '/bookmark/add', ms: 3000 });
  await heart.click();
  await heart.toHaveAttribute('aria-pressed', 'true');
  await shopper.goto('/api/mock/selection/scenarios');
  await shopper.until(isBooked, () => 'the like to reach the API after the page had gone');
}
