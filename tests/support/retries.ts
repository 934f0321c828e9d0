/**
 * How many times a failed journey runs again, for the Playwright journeys (playwright.config.ts) and
 * the WebKit journeys (tests/webkit/journeys.test.ts) alike: once on CI, where each report names the
 * retry with its first failure, and never locally, where a failure should be seen at once.
 */
export const JOURNEY_RETRIES = process.env.CI ? 1 : 0;
