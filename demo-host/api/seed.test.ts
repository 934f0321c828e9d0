import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GuideResponseSchema } from '../../core/schemas/guide.ts';
import { MagazinePreviewSchema } from '../../core/schemas/magazine.ts';
import { SelectionFrameReviewRequestSchema } from '../../core/schemas/review-request.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { SelectionFrameListSchema } from '../../core/schemas/selection-frame.ts';
import { SelectionFrameVoteSchema } from '../../core/schemas/vote.ts';
import { DEMO_USER_IDS } from './demo-users.ts';
import { presentMagazine, presentReviewRequest, presentVote } from './present.ts';
import { buildSeedState } from './seed.ts';
import { SCENARIO_KEYS } from './state.ts';
import type { TestApi } from './testing.ts';
import { TEST_NOW, createTestApi } from './testing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function frames(api: TestApi, kind: 'large-data' | 'all-list', id: string): Promise<SelectionFrame[]> {
  const response = await api.get(`/api/selection-frame-data/${kind}/${id}`);
  expect(response.status).toBe(200);
  return v.parse(SelectionFrameListSchema, await response.json()).selectionFrameDataList;
}

async function guideOf(api: TestApi, id: string) {
  const response = await api.get(`/api/selection-frame-first-enterance-guide?selectionFrameLargeDataId=${id}`);
  expect(response.status).toBe(200);
  return v.parse(GuideResponseSchema, await response.json()).guide;
}

async function bundleFee(api: TestApi, id: string): Promise<number> {
  const response = await api.get(`/api/item/bundleable-item-list?selectionFrameDataId=${id}&limit=30&page=1`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { bundleShippingFee: number }).bundleShippingFee;
}

function childrenOf(all: readonly SelectionFrame[], id: string): SelectionFrame[] {
  return all.filter((frame) => frame.parentId === id);
}

describe('scenarios', () => {
  it('lists exactly the scenario keys, each with a distinct Mongo-style id', async () => {
    const api = await createTestApi();
    const response = await api.get('/api/mock/selection/scenarios');
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([...SCENARIO_KEYS].sort());
    for (const id of Object.values(body)) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(Object.values(body)).size).toBe(SCENARIO_KEYS.length);
  });
});

describe('japan-food', () => {
  it('is a template A selection with a pick title, banners A (3+), B and C and subtitles A/B/C', async () => {
    const api = await createTestApi();
    const [large, ...rest] = await frames(api, 'large-data', api.scenarios['japan-food']);
    expect(rest).toEqual([]);
    expect(large).toMatchObject({ type: 'large', templateName: 'A', title: '일본 식품관', parentId: null });
    expect(large?.pickTitle).not.toBe('');
    const views = (large?.imgList ?? []).map((image) => image.viewType);
    expect(views.filter((view) => view === 'A').length).toBeGreaterThanOrEqual(3);
    expect(views).toContain('B');
    expect(views).toContain('C');
    const subtitles = new Map((large?.subTitleList ?? []).map((subtitle) => [subtitle.viewType, subtitle.text]));
    expect([...subtitles.keys()].sort()).toEqual(['A', 'B', 'C']);
    expect(subtitles.get('C')).toContain('{bundleShippingFee}');
  });

  it('has four mediums, each reaching small, small2 and small3 levels', async () => {
    const api = await createTestApi();
    const all = await frames(api, 'all-list', api.scenarios['japan-food']);
    const mediums = all.filter((frame) => frame.type === 'medium');
    expect(mediums).toHaveLength(4);
    for (const medium of mediums) {
      const smalls = childrenOf(all, medium._id);
      expect(smalls.length).toBeGreaterThan(0);
      expect(smalls.every((frame) => frame.type === 'small')).toBe(true);
      const small2s = smalls.flatMap((small) => childrenOf(all, small._id));
      expect(small2s.length).toBeGreaterThan(0);
      expect(small2s.every((frame) => frame.type === 'small2')).toBe(true);
      const small3s = small2s.flatMap((small2) => childrenOf(all, small2._id));
      expect(small3s.length).toBeGreaterThan(0);
      expect(small3s.every((frame) => frame.type === 'small3')).toBe(true);
    }
  });

  it('holds 200+ products over leaf and inner nodes, some sold out, some free shipping, varied prices', async () => {
    const api = await createTestApi();
    const largeId = api.scenarios['japan-food'];
    const items = await api.allItems({ selectionFrameDataId: largeId });
    expect(items.length).toBeGreaterThanOrEqual(200);
    const types = new Set(items.map((item) => api.state.frames.get(api.state.itemsById.get(item.itemId)?.categoryId ?? '')?.frame.type));
    expect([...types].sort()).toEqual(['medium', 'small', 'small2', 'small3']);
    expect(items.some((item) => item.isSoldOut)).toBe(true);
    expect(items.some((item) => !item.isSoldOut)).toBe(true);
    expect(items.some((item) => item.isShippingFeeFree)).toBe(true);
    expect(items.some((item) => !item.isShippingFeeFree)).toBe(true);
    const prices = items.map((item) => item.itemPriceForBuyer);
    expect(Math.min(...prices)).toBeLessThanOrEqual(3000);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(50_000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(89_000);
    expect(new Set(items.map((item) => item.reviewCount)).size).toBeGreaterThan(50);
    const ages = items.map((item) => TEST_NOW.getTime() - Date.parse(item.regDate));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(90 * DAY_MS);
  });

  it('has 25+ picks and bundleable items with a 3,000 won bundle fee', async () => {
    const api = await createTestApi();
    const largeId = api.scenarios['japan-food'];
    const picks = await api.items({ selectionFrameDataId: largeId, isPick: true, limit: 1 });
    expect(picks.storeItemNums).toBeGreaterThanOrEqual(25);
    expect(await bundleFee(api, largeId)).toBe(3000);
    const response = await api.get(`/api/item/bundleable-item-list?selectionFrameDataId=${largeId}`);
    expect(((await response.json()) as { storeItems: unknown[] }).storeItems.length).toBe(30);
  });

  it('has a three-slide JAPAN_FOOD guide', async () => {
    const api = await createTestApi();
    const guide = await guideOf(api, api.scenarios['japan-food']);
    expect(guide?.variant).toBe('JAPAN_FOOD');
    expect(guide?.slides).toHaveLength(3);
    expect(guide?.selectionFrameLargeDataId).toBe(api.scenarios['japan-food']);
  });
});

describe('outlet', () => {
  it('is template B with 12+ mediums that each carry a circle image', async () => {
    const api = await createTestApi();
    const [large] = await frames(api, 'large-data', api.scenarios.outlet);
    expect(large).toMatchObject({ templateName: 'B', title: '아울렛 패션' });
    const all = await frames(api, 'all-list', api.scenarios.outlet);
    const mediums = all.filter((frame) => frame.type === 'medium');
    expect(mediums.length).toBeGreaterThanOrEqual(12);
    for (const medium of mediums) {
      expect(medium.imgList.some((image) => image.viewType === 'D' && image.url !== '')).toBe(true);
    }
  });

  it('has 60+ products, picks, a free bundle fee and a five-slide guide with a coupon', async () => {
    const api = await createTestApi();
    const id = api.scenarios.outlet;
    expect((await api.items({ selectionFrameDataId: id, limit: 1 })).storeItemNums).toBeGreaterThanOrEqual(60);
    expect((await api.items({ selectionFrameDataId: id, isPick: true, limit: 1 })).storeItemNums).toBeGreaterThan(0);
    expect(await bundleFee(api, id)).toBe(0);
    const guide = await guideOf(api, id);
    expect(guide?.variant).toBe('OUTLET');
    expect(guide?.slides).toHaveLength(5);
    expect(guide?.couponCode).toBe('OUTLET-WELCOME');
  });
});

describe('sneakers', () => {
  it('is template C with one medium holding 14+ small lines, and products', async () => {
    const api = await createTestApi();
    const id = api.scenarios.sneakers;
    const [large] = await frames(api, 'large-data', id);
    expect(large?.templateName).toBe('C');
    const all = await frames(api, 'all-list', id);
    const mediums = all.filter((frame) => frame.type === 'medium');
    expect(mediums).toHaveLength(1);
    const lines = childrenOf(all, mediums[0]?._id ?? '');
    expect(lines.length).toBeGreaterThanOrEqual(14);
    expect(lines.every((frame) => frame.type === 'small')).toBe(true);
    const items = await api.items({ selectionFrameDataId: id, limit: 100 });
    expect(items.storeItemNums).toBeGreaterThanOrEqual(40);
    expect(items.storeItemList.every((item) => item.itemType === 'SNEAKERS')).toBe(true);
  });

  it('has a one-slide SNEAKERS guide with a web URL', async () => {
    const api = await createTestApi();
    const guide = await guideOf(api, api.scenarios.sneakers);
    expect(guide?.variant).toBe('SNEAKERS');
    expect(guide?.slides).toHaveLength(1);
    expect(guide?.webUrl).toMatch(/^\//);
  });

  it('holds 40+ voting items (one above 9,999 votes) that match the vote schema', async () => {
    const api = await createTestApi();
    const votes = api.state.votes.filter((vote) => vote.selectionFrameLargeDataId === api.scenarios.sneakers);
    const voting = votes.filter((vote) => vote.status === 'VOTING');
    expect(voting.length).toBeGreaterThanOrEqual(40);
    expect(voting.some((vote) => vote.votedCount > 9999)).toBe(true);
    for (const vote of votes) {
      const presented = v.parse(SelectionFrameVoteSchema, presentVote(vote, DEMO_USER_IDS.buyer1));
      expect(presented.selectionFrameDataInfo.small3.imgList.length).toBeGreaterThan(0);
      expect(presented.selectionFrameDataInfo.medium.title).not.toBe('');
    }
    expect(voting.some((vote) => presentVote(vote, DEMO_USER_IDS.buyer1).isVoted)).toBe(true);
    expect(voting.every((vote) => !presentVote(vote, null).isVoted)).toBe(true);
  });

  it('holds 60+ review-preparing items changed 0 to 15 whole days ago, covering every progress stage', async () => {
    const api = await createTestApi();
    const preparing = api.state.votes.filter((vote) => vote.status === 'REVIEW_PREPARING');
    expect(preparing.length).toBeGreaterThanOrEqual(60);
    const days = preparing.map((vote) => Math.floor((TEST_NOW.getTime() - Date.parse(vote.lastReviewPreparingChangedDate ?? '')) / DAY_MS));
    expect(Math.min(...days)).toBe(0);
    expect(Math.max(...days)).toBe(15);
    expect(days.some((day) => day < 7)).toBe(true);
    expect(days.some((day) => day >= 7 && day <= 9)).toBe(true);
    expect(days.some((day) => day >= 10)).toBe(true);
  });

  it('holds 120+ review requests: one above 99 likes, several by each demo user, spread in time', async () => {
    const api = await createTestApi();
    const requests = api.state.reviewRequests.filter((request) => request.selectionFrameLargeDataId === api.scenarios.sneakers);
    expect(requests.length).toBeGreaterThanOrEqual(120);
    expect(requests.some((request) => request.likeCount > 99)).toBe(true);
    for (const userId of Object.values(DEMO_USER_IDS)) {
      expect(requests.filter((request) => request.userId === userId).length).toBeGreaterThanOrEqual(3);
    }
    const times = requests.map((request) => Date.parse(request.regDate));
    expect(Math.max(...times)).toBeLessThanOrEqual(TEST_NOW.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(14 * DAY_MS);
    for (const request of requests) {
      expect(request.comment.length).toBeLessThanOrEqual(50);
      v.parse(SelectionFrameReviewRequestSchema, presentReviewRequest(request, DEMO_USER_IDS.buyer1));
    }
    expect(requests.some((request) => presentReviewRequest(request, DEMO_USER_IDS.buyer1).isLike)).toBe(true);
  });

  it('holds 5+ SNEAKERS magazine previews', async () => {
    const api = await createTestApi();
    const magazines = api.state.magazines.filter(
      (magazine) => magazine.selectionFrameLargeDataId === api.scenarios.sneakers && magazine.storyType === 'SNEAKERS',
    );
    expect(magazines.length).toBeGreaterThanOrEqual(5);
    for (const magazine of magazines) v.parse(MagazinePreviewSchema, presentMagazine(magazine));
  });
});

describe('fallback scenarios', () => {
  it('no-frames answers an empty frame list', async () => {
    const api = await createTestApi();
    expect(await frames(api, 'large-data', api.scenarios['no-frames'])).toEqual([]);
    expect(await frames(api, 'all-list', api.scenarios['no-frames'])).toEqual([]);
  });

  it('no-template-name has a large frame without a template name', async () => {
    const api = await createTestApi();
    const [large] = await frames(api, 'large-data', api.scenarios['no-template-name']);
    expect(large?.type).toBe('large');
    expect(large?.templateName ?? null).toBeNull();
  });

  it('unknown-template has template Z', async () => {
    const api = await createTestApi();
    const [large] = await frames(api, 'large-data', api.scenarios['unknown-template']);
    expect(large?.templateName).toBe('Z');
  });

  it('small3-node is a japan-food small3 whose chain runs large → medium → small → small2 → small3', async () => {
    const api = await createTestApi();
    const chain = await frames(api, 'large-data', api.scenarios['small3-node']);
    expect(chain.map((frame) => frame.type)).toEqual(['large', 'medium', 'small', 'small2', 'small3']);
    expect(chain[0]?._id).toBe(api.scenarios['japan-food']);
    expect(chain[4]?._id).toBe(api.scenarios['small3-node']);
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]?.parentId).toBe(chain[i - 1]?._id);
  });

  it('malformed answers 200 with a body outside the frame-list contract', async () => {
    const api = await createTestApi();
    const response = await api.get(`/api/selection-frame-data/large-data/${api.scenarios.malformed}`);
    expect(response.status).toBe(200);
    expect(v.safeParse(SelectionFrameListSchema, await response.json()).success).toBe(false);
  });
});

describe('determinism and reset', () => {
  it('two fresh instances produce identical scenario ids, frames and item lists', async () => {
    const first = await createTestApi();
    const second = await createTestApi();
    expect(second.scenarios).toEqual(first.scenarios);
    for (const id of Object.values(first.scenarios)) {
      const a = await first.get(`/api/selection-frame-data/all-list/${id}`);
      const b = await second.get(`/api/selection-frame-data/all-list/${id}`);
      expect(await b.text()).toBe(await a.text());
    }
    const query = { selectionFrameDataId: first.scenarios['japan-food'], sortType: 'RECENT' as const };
    expect(await second.allItems(query)).toEqual(await first.allItems(query));
    expect(buildSeedState(TEST_NOW)).toEqual(buildSeedState(TEST_NOW));
  });

  it('keeps ids stable when the clock differs and moves dates with it', async () => {
    const later = new Date(TEST_NOW.getTime() + 3 * DAY_MS);
    const first = await createTestApi();
    const second = await createTestApi(later);
    expect(second.scenarios).toEqual(first.scenarios);
    const query = { selectionFrameDataId: first.scenarios.outlet, sortType: 'RECENT' as const };
    const a = await first.allItems(query);
    const b = await second.allItems(query);
    expect(b.map((item) => item.itemId)).toEqual(a.map((item) => item.itemId));
    expect(Date.parse(b[0]?.regDate ?? '') - Date.parse(a[0]?.regDate ?? '')).toBe(3 * DAY_MS);
  });

  it('POST /api/mock/selection/reset rebuilds the whole state', async () => {
    const api = await createTestApi();
    const query = { selectionFrameDataId: api.scenarios['japan-food'] };
    const before = await api.allItems(query);
    const stateBefore = api.state;
    // Damage the state: empty the products, drop the frames, pause the server.
    api.state.items.length = 0;
    api.state.selections.clear();
    api.state.serverPaused = true;
    expect((await api.get(`/api/selection-frame-data/large-data/${api.scenarios.outlet}`)).status).toBe(503);
    const response = await api.post('/api/mock/selection/reset', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(api.state).not.toBe(stateBefore);
    expect(api.state.serverPaused).toBe(false);
    expect(await api.allItems(query)).toEqual(before);
    expect((await api.get(`/api/selection-frame-data/large-data/${api.scenarios.outlet}`)).status).toBe(200);
  });

  it('reset() on the returned object does the same', async () => {
    const api = await createTestApi();
    api.state.votes.length = 0;
    api.reset();
    expect(api.state.votes.length).toBeGreaterThan(100);
  });
});
