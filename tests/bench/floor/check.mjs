/**
 * What the benchmark checks before it measures a floor: the page written by hand draws a named card
 * per entry (with its image, but on the children page, whose cards are names alone, and its price
 * as grouped won where the entry has one) from calls that carry a device id kept in localStorage,
 * as the widgets' calls do, and the React floor draws the same cards from the same calls, React's
 * module alone drawing them. Otherwise the ratios between them would compare content, not runtimes.
 * Throws on the first floor that fails.
 */
const REACT_MODULE = '/bench/floor-react.js';

/** Each card as the floor shows it: its name, its whole text, and its image's address and loading. */
async function cardsOf(page, url) {
  await page.goto(url);
  const card = page.locator('#floor .floor-card');
  await card.first().waitFor({ timeout: 15_000 });
  return card.evaluateAll((all) =>
    all.map((entry) => {
      const image = entry.querySelector('img');
      return {
        name: entry.querySelector('p')?.textContent,
        price: entry.querySelector('strong')?.textContent,
        text: entry.textContent,
        src: image?.getAttribute('src'),
        loading: image?.getAttribute('loading'),
      };
    }),
  );
}

/** How many cards the page at `url` has drawn once its network is idle and two frames have passed. */
async function cardsWhenIdle(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document.querySelectorAll('#floor .floor-card').length;
  });
}

/** Checks the floor at each path (`/floor/:kind/:id…`) and its React floor on `origin`. */
export async function checkFloors(browser, origin, paths) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    for (const path of new Set(paths)) {
      const fail = (what) => {
        throw new Error(`bench: the floor ${path}: ${what}`);
      };
      const reactModules = [];
      const deviceIds = new Set();
      const listen = (request) => {
        if (request.url().endsWith(REACT_MODULE)) reactModules.push(request.url());
        if (new URL(request.url()).pathname.startsWith('/api/') && !request.url().includes('/img/'))
          deviceIds.add(request.headers()['web_device_id']);
      };
      page.on('request', listen);
      const byHand = await cardsOf(page, `${origin}${path}`);
      page.off('request', listen);
      if (reactModules.length > 0) fail(`it loads ${REACT_MODULE}`);
      // Its calls carry this browser's device id as the widgets' do: kept in localStorage (core/http/device-id.ts).
      const stored = await page.evaluate(() => Object.values({ ...localStorage }));
      if (deviceIds.size !== 1 || ![...deviceIds].every((id) => stored.includes(id)))
        fail(`its calls carry the device ids ${JSON.stringify([...deviceIds])}, not one kept in localStorage`);
      if (byHand.length <= 6) fail(`it draws ${byHand.length} cards, expected more than 6`);
      if (byHand.some((card) => !card.name)) fail('a card has no name');
      if (!path.startsWith('/floor/children/') && byHand.some((card) => !card.src)) fail('a card has no image');
      // A price reads as the widgets write it: won grouped by thousands with a comma.
      const badPrice = byHand.find((card) => card.price !== undefined && !/^\d{1,3}(?:,\d{3})*원$/.test(card.price));
      if (badPrice) fail(`a price reads "${badPrice.price}", not as grouped won`);

      const reactPath = path.replace(/^\/floor\//, '/floor-react/');
      const byReact = await cardsOf(page, `${origin}${reactPath}`);
      if (JSON.stringify(byReact) !== JSON.stringify(byHand))
        fail(`${reactPath} draws other cards:\n${JSON.stringify(byHand)}\n${JSON.stringify(byReact)}`);

      // Without React's module the React floor's page draws nothing: its cards are React's.
      await page.route(`**${REACT_MODULE}`, (route) => route.abort());
      const withoutReact = await cardsWhenIdle(page, `${origin}${reactPath}`);
      await page.unroute(`**${REACT_MODULE}`);
      if (withoutReact !== 0) fail(`${reactPath} draws ${withoutReact} cards without ${REACT_MODULE}`);
    }
    if (errors.length > 0) throw new Error(`bench: the floors threw: ${errors.join('; ')}`);
  } finally {
    await context.close();
  }
}
