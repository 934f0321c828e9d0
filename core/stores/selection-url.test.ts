import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLocation } from '../page-location.ts';
import { setPageSlotProvider } from '../page-slot.ts';
import { memoryUrlSource, pageUrlSource } from './selection-url.ts';

describe("the page URL's state", () => {
  afterEach(() => {
    setPageSlotProvider(undefined);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("follows the browser's history on its own page, and leaves nothing on a window for a page a server renders (a runtime that has one)", () => {
    vi.useFakeTimers();
    const window = new EventTarget();
    const listening = new Set<unknown>();
    const add = window.addEventListener.bind(window);
    window.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (type === 'popstate') listening.add(listener);
      add(type, listener);
    };
    vi.stubGlobal('window', window);
    const page = (search: string) => new URL(`https://shop.example/selection/29${search}`);

    for (let render = 0; render < 3; render++) {
      const slots = {};
      setPageSlotProvider(() => slots);
      setPageLocation(page('?tab=1'));
      expect(pageUrlSource().$state.get().tab, 'read from the page rendered').toBe(1);
    }
    expect(listening.size, 'three renders').toBe(0);
    expect(vi.getTimerCount(), 'and no timer').toBe(0);

    // The browser's own page: its location.
    setPageSlotProvider(() => ({}));
    const location = { search: '?tab=1' };
    vi.stubGlobal('location', location);
    const source = pageUrlSource();
    expect(listening.size).toBe(1);
    location.search = '?tab=0';
    window.dispatchEvent(new Event('popstate'));
    expect(source.$state.get().tab, 'followed through history, watched or not').toBe(0);
  });
});

describe('an element\'s own page state (url-state="off")', () => {
  it('goes back over the steps pushed, the last first, and not over a replaced change', () => {
    const source = memoryUrlSource();
    source.update({ tab: 1 });
    source.update({ path: 'vote' });
    source.update({ voteSort: 'RECENTLY_REGISTERED' }, 'replace');
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: 1, path: undefined, voteSort: undefined });
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: undefined });
    expect(source.back(), 'nothing before the first state').toBe(false);
  });

  it('pushes no step for a change to the state already shown (a chosen tab pressed again)', () => {
    const source = memoryUrlSource();
    source.update({ tab: 1 });
    source.update({ tab: 1 });
    source.update({ sortType: 'RECENT' });
    source.update({ sortType: 'RECENT', tab: 1 });
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: 1, sortType: undefined });
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: undefined });
    expect(source.back(), 'one step per change').toBe(false);
  });

  it('tells what keeps a place per step as it leaves one: pushed, or back (then stepping until the next task)', async () => {
    const source = memoryUrlSource();
    const left: boolean[] = [];
    const seen: { back: boolean; stepping: boolean }[] = [];
    const remove = source.steps.onLeave((back) => left.push(back));
    source.$state.listen(() => seen.push({ back: left.at(-1) ?? false, stepping: source.steps.stepping() }));
    source.update({ tab: 1 });
    source.update({ sortType: 'RECENT' }, 'replace');
    source.update({ tab: 1 });
    expect(left, 'one push; a replaced change and no change leave no step').toEqual([false]);
    expect(source.back()).toBe(true);
    expect(left).toEqual([false, true]);
    expect(seen.at(-1), 'the state drawn after a step back is a step through history').toEqual({ back: true, stepping: true });
    await new Promise((resolve) => setTimeout(resolve));
    expect(source.steps.stepping(), 'a choice after the step is none').toBe(false);
    remove();
    source.update({ tab: 0 });
    expect(left).toHaveLength(2);
  });
});
