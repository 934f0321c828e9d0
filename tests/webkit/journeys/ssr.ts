/**
 * A page whose element the server rendered (demo host `/ssr/…`) in WebKit: the declarative shadow
 * root is parsed as served, the element takes it over (hydrates) with no mismatch and asks for none
 * of the answers the server embedded, and a like works on it, kept by the API.
 */
import assert from 'node:assert/strict';
import type { Shopper } from '../shopper.ts';
import { BUYER2, loginAs, type Journey } from '../support.ts';

/** How the page's hydrations went (the page slot's record, widgets/ui/served-render.ts). */
const hydration = (shopper: Shopper) =>
  shopper.evaluate(() => {
    const slot = (globalThis as unknown as Record<symbol, { hydration?: { hydrated: number; recoverableErrors: number } }>)[
      Symbol.for('selection-widgets.page')
    ];
    return slot?.hydration ?? { hydrated: 0, recoverableErrors: 0 };
  });

/**
 * The GET calls whose answers the server embedded in the page at `path`, as `/api…/path?sorted query`
 * (a POST's body is not visible in the browser's resource timing, so those are left out).
 */
async function embeddedGets(shopper: Shopper, path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, shopper.base))).text();
  const gets: string[] = [];
  for (const match of html.matchAll(/<script type="application\/json" data-selection-served[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const { key } of (JSON.parse(match[1] ?? '') as { answers: { key: string }[] }).answers) {
      const found = /^GET (api|legacy):(\S+) (\{.*\}) \{\}$/.exec(key);
      if (!found) continue;
      const query = new URLSearchParams(
        Object.entries(JSON.parse(found[3] ?? '{}') as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      );
      query.sort();
      gets.push(`${found[1] === 'api' ? '/api' : '/api_base'}${found[2]}${query.size ? `?${query}` : ''}`);
    }
  }
  return gets;
}

/** The API calls the page made, as `/api…/path?sorted query`. */
const calledApi = (shopper: Shopper) =>
  shopper.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/api') && !url.pathname.includes('/img/'))
      .map((url) => {
        url.searchParams.sort();
        return `${url.pathname}${url.search}`;
      }),
  );

export async function serverRenderedPage({ shopper, scenarios }: Journey): Promise<void> {
  await shopper.goto('/');
  await loginAs(shopper, BUYER2);
  const path = `/ssr/selection/${scenarios.outlet}/best`;
  const embedded = await embeddedGets(shopper, path);
  assert.ok(embedded.length > 0, 'the server embedded the frames answer');
  await shopper.goto(path);
  const best = shopper.locator('selection-best');
  const cards = best.locator('[part~="product-card"]');
  await cards.first().toBeVisible();
  await shopper.until(
    async () => (await hydration(shopper)).hydrated === 1,
    () => 'the element to hydrate its server render',
  );
  // The rest of the first page is drawn after hydration, in place of the places held for it.
  await cards.toHaveCount(21);
  assert.deepEqual(await hydration(shopper), { hydrated: 1, recoverableErrors: 0 });
  const called = await calledApi(shopper);
  assert.deepEqual(
    called.filter((call) => embedded.includes(call)),
    [],
    'embedded answers asked for again',
  );
  // The server's data block and its stylesheet (cut to the served markup) were taken in: the root
  // holds the element's whole sheet, once, and no served copy beside it.
  assert.deepEqual(
    await shopper.evaluate(() => {
      const root = document.querySelector('selection-best')?.shadowRoot;
      return {
        served: [...(root?.children ?? [])].filter((child) => child.hasAttribute('data-selection-served')).length,
        adopted: root?.adoptedStyleSheets.length ?? 0,
      };
    }),
    { served: 0, adopted: 1 },
  );

  // A like on the first product, turned over, and kept by the API: the next server render draws it so.
  const itemId = await cards.first().attribute('data-item-id');
  const heart = () => best.locator(`[part~="product-card"][data-item-id="${itemId}"] [part~="like-button"]`);
  const after = (await heart().attribute('aria-pressed')) === 'true' ? 'false' : 'true';
  await heart().click();
  await heart().toHaveAttribute('aria-pressed', after);
  // The heart turns over as it is tapped, before the API has the like: the reload waits for its
  // answer (the button is busy until then), or it may come before the like is kept.
  await heart().toHaveAttribute('aria-busy', null);
  await shopper.reload();
  await heart().toHaveAttribute('aria-pressed', after);
  await shopper.until(
    async () => (await hydration(shopper)).hydrated === 1,
    () => 'the reloaded element to hydrate',
  );
  assert.deepEqual(await hydration(shopper), { hydrated: 1, recoverableErrors: 0 });
}
