import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageSlotProvider } from '../core/page-slot.ts';
import { onAppMessage } from './app-inbox.ts';

describe("the app's inbox", () => {
  afterEach(() => {
    setPageSlotProvider(undefined);
    vi.unstubAllGlobals();
  });

  it('is one for every copy of this code on the page: the page’s mailbox has one reader, and the listeners of both copies hear the app', async () => {
    // A page of its own, with a window the app posts to.
    const slots = {};
    setPageSlotProvider(() => slots);
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('location', new URL('https://shop.example/selection/29'));
    const heard: string[] = [];
    const stopFirst = onAppMessage((message) => void heard.push(`first ${message.type}`));
    vi.resetModules();
    // A second instance of the inbox, as a host bundle of the package has beside the loader's chunks.
    const copy = './app-inbox.ts?copy';
    const other = (await import(/* @vite-ignore */ copy)) as typeof import('./app-inbox.ts');
    const stopSecond = other.onAppMessage((message) => void heard.push(`second ${message.type}`));
    try {
      page.dispatchEvent(
        new MessageEvent('message', { data: { source: 'selection-app', type: 'login', status: 'cancel' }, origin: location.origin }),
      );
      expect(heard).toEqual(['first login', 'second login']);
    } finally {
      stopFirst();
      stopSecond();
    }
  });
});
