/** Waits until a page looks the way it will stay: fonts loaded, every image in view loaded and decoded. */
import type { Page } from '@playwright/test';

export async function settled(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () => {
      const images: HTMLImageElement[] = [];
      const walk = (root: Document | ShadowRoot) => {
        images.push(...root.querySelectorAll('img'));
        for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
      };
      walk(document);
      // Lazy images out of view never load: only the ones in view count.
      const inView = (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      return images.filter(inView).every((image) => image.complete && image.naturalWidth > 0);
    },
    undefined,
    timeout === undefined ? undefined : { timeout },
  );
  // Two frames: layout after the last image has settled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
