/**
 * What a browser test asks of the browser around the page, the same way in Chromium, Firefox and
 * WebKit (the commands are in tests/tools/wtr-commands.mjs). Nothing here is one engine's protocol.
 */
import { executeServerCommand } from '@web/test-runner-commands';

/** Sizes the page's viewport (the window, where the browser is driven over WebDriver); resolves once the page has the new size. */
export async function setViewport(width: number, height: number): Promise<void> {
  await executeServerCommand('page-viewport', { width, height });
  if (window.innerWidth !== width || window.innerHeight !== height) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (window.innerWidth === width && window.innerHeight === height) {
          window.removeEventListener('resize', check);
          resolve();
        }
      };
      window.addEventListener('resize', check);
      check();
    });
  }
}
