import { describe, expect, it } from 'vitest';
import { createReferenceApi } from './app.ts';
import { TEST_NOW, createTestApi } from './testing.ts';

describe('selection calls', () => {
  it('all-list answers the whole selection from any of its nodes, sorted by sort', async () => {
    const api = await createTestApi();
    const fromLarge = await (await api.get(`/api/selection-frame-data/all-list/${api.scenarios['japan-food']}`)).json();
    const fromNode = await (await api.get(`/api/selection-frame-data/all-list/${api.scenarios['small3-node']}`)).json();
    expect(fromNode).toEqual(fromLarge);
    const sorts = (fromLarge as { selectionFrameDataList: { sort: number }[] }).selectionFrameDataList.map((f) => f.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(sorts.length).toBeGreaterThan(50);
  });

  it.each(['japan-food', 'outlet'] as const)(
    'is-pick child-list of %s lists exactly the mediums holding picks, cached for an hour',
    async (key) => {
      const api = await createTestApi();
      const largeId = api.scenarios[key];
      const response = await api.get(`/api/selection-frame-data/is-pick/child-list/${largeId}`);
      expect(response.headers.get('Cache-Control')).toBe('max-age=3600');
      const listed = new Set(
        ((await response.json()) as { selectionFrameDataList: { _id: string; type: string }[] }).selectionFrameDataList.map((frame) => {
          expect(frame.type).toBe('medium');
          return frame._id;
        }),
      );
      const mediums = api.state.childIds.get(largeId) ?? [];
      let withPicks = 0;
      for (const mediumId of mediums) {
        const picks = await api.items({ selectionFrameDataId: mediumId, isPick: true, limit: 1 });
        expect(listed.has(mediumId)).toBe(picks.storeItemNums > 0);
        if (picks.storeItemNums > 0) withPicks += 1;
      }
      expect(withPicks).toBeGreaterThan(0);
      expect(withPicks).toBeLessThan(mediums.length);
    },
  );

  it('link tabs lead to the seeded selections', async () => {
    const api = await createTestApi();
    const { linkTabList } = (await (await api.get('/api/link-tab/list-for-user')).json()) as {
      linkTabList: { url: string; title: string }[];
    };
    expect(linkTabList.length).toBeGreaterThanOrEqual(3);
    for (const id of [api.scenarios['japan-food'], api.scenarios.outlet, api.scenarios.sneakers]) {
      expect(linkTabList.some((tab) => tab.url === `/selection/${id}`)).toBe(true);
    }
  });

  it('time deals are running at the current clock, whenever it is', async () => {
    let now = TEST_NOW;
    const api = createReferenceApi({ now: () => now });
    for (const shift of [0, 5 * 24 * 60 * 60 * 1000]) {
      now = new Date(now.getTime() + shift);
      const { timeDealList } = (await (await api.app.request('/api/time-deal/buyer')).json()) as {
        timeDealList: { startDate: string; endDate: string; dealPrice: number; storeItem: { itemPriceForBuyer: number } }[];
      };
      expect(timeDealList.length).toBeGreaterThan(0);
      for (const deal of timeDealList) {
        expect(Date.parse(deal.startDate)).toBeLessThanOrEqual(now.getTime());
        expect(Date.parse(deal.endDate)).toBeGreaterThan(now.getTime());
        expect(deal.dealPrice).toBeLessThan(deal.storeItem.itemPriceForBuyer);
      }
    }
  });
});
