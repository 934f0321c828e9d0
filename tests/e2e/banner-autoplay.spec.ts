/**
 * SPEC §2, §9: the main banners rotate every 4 s with a page counter. Each step changes the counter
 * once, and the wrap from the last banner to the first does not slide back past every banner. The
 * page's clock is Playwright's, paused: a step happens when the test runs the clock 4 s on.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const AUTOPLAY_MS = 4000;
const START = new Date('2025-06-01T03:00:00.000Z');

/**
 * The box that scrolls the main banners: the nearest ancestor of the first slide (a group named by
 * its place, "1 / 4") that scrolls sideways. Kept on `window.bannerTrack` for the checks below.
 */
async function findTrack(page: Page): Promise<void> {
  await page
    .locator('selection-home')
    .getByRole('group', { name: '1 / 4' })
    .evaluate((slide) => {
      let box = slide.parentElement;
      while (box && !(box.scrollWidth > box.clientWidth && /auto|scroll/.test(getComputedStyle(box).overflowX))) box = box.parentElement;
      if (!box) throw new Error('no box scrolls the banners');
      (window as unknown as { bannerTrack: HTMLElement }).bannerTrack = box;
    });
}

/** The slide the banners rest on, counted from 0 (a fraction while they move). */
const position = (page: Page) =>
  page.evaluate(() => {
    const track = (window as unknown as { bannerTrack: HTMLElement }).bannerTrack;
    return track.scrollLeft / track.clientWidth;
  });

interface Probe {
  /** Every text the counter took since the last `take()`. */
  counter: string[];
  /** Every resting-or-passing position of the track, in slides (0 = first). */
  positions: number[];
  /** How many moves of the track ended (`scrollend`). */
  ended: number;
}

/** Opens the Japanese food hall (template A, four main banners) with the page clock paused. */
async function openBanners(page: Page, largeId: string): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto(`/selection/${largeId}`);
  // The loader waits on timers of its own: run the paused clock on in small steps until the banners
  // show, so it stops within 100 ms of their start, well before the first 4 s step.
  const counter = page.locator('selection-home [part="banner-counter"]');
  await expect
    .poll(
      async () => {
        if ((await counter.count()) > 0) return true;
        await page.clock.runFor(100);
        return false;
      },
      { message: 'the banners show' },
    )
    .toBe(true);
  await expect(counter).toHaveText('1 / 4');
  // Record what a person would see: the counter's texts and where the track passes.
  await findTrack(page);
  await counter.evaluate((counter) => {
    const track = (window as unknown as { bannerTrack: HTMLElement }).bannerTrack;
    const probe: Probe = { counter: [], positions: [], ended: 0 };
    (window as unknown as { probe: Probe }).probe = probe;
    new MutationObserver(() => probe.counter.push(counter.textContent ?? '')).observe(counter, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    track.addEventListener('scroll', () => probe.positions.push(track.scrollLeft / track.clientWidth));
    track.addEventListener('scrollend', () => (probe.ended += 1));
  });
}

/** Runs the clock one autoplay step on and waits until the track rests on `slide`; returns what was seen. */
async function step(page: Page, slide: number): Promise<Probe> {
  await page.evaluate(() => {
    const probe = (window as unknown as { probe: Probe }).probe;
    probe.counter.length = 0;
    probe.positions.length = 0;
    probe.ended = 0;
  });
  await page.clock.runFor(AUTOPLAY_MS);
  await expect.poll(() => position(page), { message: `resting on banner ${slide + 1}` }).toBeCloseTo(slide, 2);
  // The end of the move: no scroll events are still on their way.
  await page.waitForFunction(() => (window as unknown as { probe: Probe }).probe.ended > 0);
  return page.evaluate(() => structuredClone((window as unknown as { probe: Probe }).probe));
}

const distinct = (texts: string[]) => texts.filter((text, index) => text !== texts[index - 1]);

test.describe('banner autoplay', () => {
  test('each step changes the counter once; the wrap to the first banner does not pass the others', async ({ page, scenarios }) => {
    await openBanners(page, scenarios['japan-food']);
    for (const slide of [1, 2, 3]) {
      const seen = await step(page, slide);
      expect(distinct(seen.counter), `counter during the step to banner ${slide + 1}`).toEqual([`${slide + 1} / 4`]);
    }
    const wrap = await step(page, 0);
    expect(distinct(wrap.counter), 'counter during the wrap').toEqual(['1 / 4']);
    const between = wrap.positions.filter((at) => at > 0.01 && at < 2.99);
    expect(between, 'positions between the last banner and the first').toEqual([]);
    await expect(page.locator('selection-home [part="banner-counter"]')).toHaveText('1 / 4');
  });

  test('with reduced motion, autoplay waits for the play button, and every step and the wrap jump without animation', async ({
    page,
    scenarios,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBanners(page, scenarios['japan-food']);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(page.locator('selection-home [part="banner-counter"]')).toHaveText('1 / 4');
    await page.getByRole('button', { name: '자동 넘김 시작' }).click();
    // Autoplay pauses while the pointer or the focus is in the carousel: move both away.
    await page.mouse.move(0, 0);
    await page.getByRole('banner').getByRole('link', { name: 'selection-widgets' }).focus();
    for (const slide of [1, 2, 3, 0]) {
      const seen = await step(page, slide);
      expect(distinct(seen.counter)).toEqual([`${slide + 1} / 4`]);
      expect(
        seen.positions.every((at) => Math.abs(at - slide) < 0.01),
        `jumped straight to banner ${slide + 1}`,
      ).toBe(true);
    }
    expect(await page.evaluate(() => (window as unknown as { bannerTrack: HTMLElement }).bannerTrack.getAnimations().length)).toBe(0);
  });
});
