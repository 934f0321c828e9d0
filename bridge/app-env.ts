/**
 * Is the page running in the marketplace app's web view, on which platform, which app version?
 * Read from the user agent (or the configured stand-in) with one documented pattern, e.g.
 * `Mozilla/5.0 (iPhone; …) SelectionApp/ios/26.10.6`.
 */
import { getConfig } from '../core/config.ts';

export type AppPlatform = 'ios' | 'android';

export interface AppEnv {
  platform: AppPlatform;
  version: string;
}

/** SPEC §9: the oldest app versions that open deep links. */
export const MIN_DEEP_LINK_VERSIONS: Readonly<Record<AppPlatform, string>> = { android: '30.0.119', ios: '26.10.6' };

/** The app in `userAgent`, or null on the plain web (or when the pattern is not a valid expression). */
export function parseAppUserAgent(userAgent: string, pattern: string): AppEnv | null {
  let expression: RegExp;
  try {
    expression = new RegExp(pattern, 'i');
  } catch {
    return null;
  }
  const match = expression.exec(userAgent);
  const platform = match?.[1]?.toLowerCase();
  const version = match?.[2];
  if ((platform !== 'ios' && platform !== 'android') || !version || !/^\d+(\.\d+)*$/.test(version)) return null;
  return { platform, version };
}

/** Compares dotted versions numerically (`30.0.119` > `30.0.99`); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

export function supportsDeepLinks(env: AppEnv): boolean {
  return compareVersions(env.version, MIN_DEEP_LINK_VERSIONS[env.platform]) >= 0;
}

function currentUserAgent(): string {
  const configured = getConfig().userAgent;
  if (configured !== undefined && configured !== '') return configured;
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** The app this page runs in, read afresh (configuration may change after load). */
export function appEnv(): AppEnv | null {
  return parseAppUserAgent(currentUserAgent(), getConfig().appUserAgentPattern);
}

export const isAppWebView = (): boolean => appEnv() !== null;
