/**
 * For browser tests of elements that run on the web or inside the app's web view: each test starts
 * signed out, with an empty query cache and the API's data as seeded; after it the elements are
 * unmounted, the app is gone if the test put the page in one, and the cookies are cleared.
 * Call inside a `describe`; `inApp` puts the page in a fake app (tests/support/fake-app.ts) for the
 * test that calls it.
 */
import type { AppPlatform } from '../../bridge/app-env.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { installFakeApp, type FakeApp } from '../support/fake-app.ts';
import { guidesDoneOnPage } from '../../core/guide-memory.ts';
import { cleanup, clearCookies, resetApi } from './helpers.ts';

export function appPageTests(beforeEachTest?: () => void): { inApp: (platform: AppPlatform, version: string) => FakeApp } {
  let app: FakeApp | undefined;
  beforeEach(async () => {
    beforeEachTest?.();
    clearCookies();
    // A guide completed in an earlier test is remembered by the page too, beside its cookie.
    guidesDoneOnPage().clear();
    clearQueryCache();
    await resetApi();
  });
  afterEach(() => {
    cleanup();
    app?.uninstall();
    app = undefined;
    clearCookies();
  });
  return {
    inApp(platform, version) {
      app?.uninstall();
      app = installFakeApp(platform, version);
      return app;
    },
  };
}
