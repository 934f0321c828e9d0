import { afterEach, describe, expect, it } from 'vitest';
import { configure, getConfig } from '../core/config.ts';
import { appEnv, compareVersions, parseAppUserAgent, supportsDeepLinks } from './app-env.ts';

const PATTERN = getConfig().appUserAgentPattern;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('parseAppUserAgent', () => {
  it('finds the platform and version of the documented pattern', () => {
    expect(parseAppUserAgent(`${IPHONE} SelectionApp/ios/26.10.6`, PATTERN)).toEqual({ platform: 'ios', version: '26.10.6' });
    expect(parseAppUserAgent(`${ANDROID} SelectionApp/android/30.0.119 wv`, PATTERN)).toEqual({ platform: 'android', version: '30.0.119' });
    expect(parseAppUserAgent(`${ANDROID} selectionapp/Android/31.2`, PATTERN)).toEqual({ platform: 'android', version: '31.2' });
    // A build's suffix after the version is not part of it (the version is not cut back to 26.10).
    expect(parseAppUserAgent(`${IPHONE} SelectionApp/ios/26.10.6_2`, PATTERN)).toEqual({ platform: 'ios', version: '26.10.6' });
    expect(parseAppUserAgent(`${IPHONE} SelectionApp/ios/26.10.6beta`, PATTERN)).toEqual({ platform: 'ios', version: '26.10.6' });
    expect(parseAppUserAgent(`${IPHONE} SelectionApp/ios/26.10.6. Safari`, PATTERN)).toEqual({ platform: 'ios', version: '26.10.6' });
  });

  it('is null on the plain web and for look-alikes', () => {
    expect(parseAppUserAgent(IPHONE, PATTERN)).toBeNull();
    expect(parseAppUserAgent(ANDROID, PATTERN)).toBeNull();
    expect(parseAppUserAgent(`${IPHONE} SelectionApp/windows/1.0`, PATTERN)).toBeNull();
    expect(parseAppUserAgent(`${IPHONE} SelectionApp/ios/`, PATTERN)).toBeNull();
    expect(parseAppUserAgent(`${IPHONE} NotSelectionApp/ios/26.10.6`, PATTERN)).toBeNull();
    // More than four parts is no version of the app's.
    expect(parseAppUserAgent(`${IPHONE} SelectionApp/ios/26.10.6.1.5`, PATTERN)).toBeNull();
  });

  it('follows a configured pattern, and a broken one means no app', () => {
    expect(parseAppUserAgent('Shop/2.0 (android; 30.1.0)', String.raw`\((ios|android); (\d+(?:\.\d+)*)\)`)).toEqual({
      platform: 'android',
      version: '30.1.0',
    });
    expect(parseAppUserAgent('SelectionApp/ios/26.10.6', '(unclosed')).toBeNull();
  });
});

describe('compareVersions and the deep-link minimums', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('30.0.119', '30.0.99')).toBe(1);
    expect(compareVersions('26.9.9', '26.10.6')).toBe(-1);
    expect(compareVersions('26.10.6', '26.10.6')).toBe(0);
    expect(compareVersions('26.10', '26.10.0')).toBe(0);
    expect(compareVersions('27', '26.10.6')).toBe(1);
  });

  it('opens deep links from Android 30.0.119 and iOS 26.10.6 on', () => {
    expect(supportsDeepLinks({ platform: 'android', version: '30.0.119' })).toBe(true);
    expect(supportsDeepLinks({ platform: 'android', version: '30.0.118' })).toBe(false);
    expect(supportsDeepLinks({ platform: 'android', version: '31.0.0' })).toBe(true);
    expect(supportsDeepLinks({ platform: 'ios', version: '26.10.6' })).toBe(true);
    expect(supportsDeepLinks({ platform: 'ios', version: '26.10.5' })).toBe(false);
    // iOS 30.0.0 is new; Android's higher minimum does not apply to it.
    expect(supportsDeepLinks({ platform: 'ios', version: '26.11.0' })).toBe(true);
  });
});

describe('appEnv', () => {
  afterEach(() => configure({ userAgent: '', appUserAgentPattern: PATTERN }));

  it('reads the configured user agent source', () => {
    expect(appEnv()).toBeNull();
    configure({ userAgent: `${IPHONE} SelectionApp/ios/26.10.5` });
    expect(appEnv()).toEqual({ platform: 'ios', version: '26.10.5' });
    configure({ userAgent: 'MyShell android 30.0.200', appUserAgentPattern: String.raw`MyShell (ios|android) ([\d.]+)` });
    expect(appEnv()).toEqual({ platform: 'android', version: '30.0.200' });
  });
});
