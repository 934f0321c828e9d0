// Builds the whole state from the deterministic seed; dates are relative to `now`.
import type { LinkTab } from '../../core/schemas/link-tab.ts';
import type { ApiState, ItemRecord, ScenarioIds, TimeDealRecord } from './state.ts';
import { assembleState } from './state.ts';
import { createRandom, objectId } from './random.ts';
import { DEMO_USERS } from './demo-users.ts';
import { seedJapanFood } from './seed/japan-food.ts';
import { seedOutlet } from './seed/outlet.ts';
import { seedSneakers } from './seed/sneakers.ts';
import { seedMalformed, seedNoFrames, seedNoTemplateName, seedPicksOnly, seedUnknownTemplate } from './seed/edge-cases.ts';
import { seedCoupons } from './seed/coupons.ts';
import { seedCommerce } from './seed/commerce.ts';
import { HOUR_MS, MINUTE_MS, roundWon } from './seed/products.ts';

export function buildSeedState(now: Date): ApiState {
  const japanFood = seedJapanFood(now);
  const outlet = seedOutlet(now);
  const sneakers = seedSneakers(now);
  const noFrames = seedNoFrames();
  const noTemplateName = seedNoTemplateName();
  const unknownTemplate = seedUnknownTemplate();
  const malformed = seedMalformed();
  const picksOnly = seedPicksOnly(now);

  const largeIdOf = (part: { selections: { largeId: string }[] }): string => {
    const selection = part.selections[0];
    if (!selection) throw new Error('a seed part without a selection');
    return selection.largeId;
  };
  const scenarios: ScenarioIds = {
    'japan-food': largeIdOf(japanFood),
    outlet: largeIdOf(outlet),
    sneakers: largeIdOf(sneakers),
    'no-frames': largeIdOf(noFrames),
    'no-template-name': largeIdOf(noTemplateName),
    'unknown-template': largeIdOf(unknownTemplate),
    'small3-node': japanFood.firstSmall3Id,
    malformed: largeIdOf(malformed),
    'picks-only': largeIdOf(picksOnly),
  };

  const linkTabs: LinkTab[] = [
    { _id: objectId('link-tab', 0), title: '일본 식품관', url: `/selection/${scenarios['japan-food']}`, sort: 0 },
    { _id: objectId('link-tab', 1), title: '아울렛 패션', url: `/selection/${scenarios.outlet}`, sort: 1 },
    { _id: objectId('link-tab', 2), title: '스니커즈', url: `/selection/${scenarios.sneakers}`, sort: 2 },
    { _id: objectId('link-tab', 3), title: '아울렛 베스트', url: `/selection/${scenarios.outlet}/best`, sort: 3 },
  ];

  const random = createRandom('extras');
  const buyable = (records: readonly ItemRecord[]) => records.filter((record) => !record.item.isSoldOut);
  const dealItems = [random.pick(buyable(japanFood.items)), random.pick(buyable(outlet.items)), random.pick(buyable(japanFood.items))];
  const dealWindows: [string, number, number][] = [
    ['오늘만 특가', -2 * HOUR_MS, 6 * HOUR_MS],
    ['점심 타임딜', -30 * MINUTE_MS, 90 * MINUTE_MS],
    ['마감 임박', -5 * HOUR_MS, 45 * MINUTE_MS],
  ];
  const timeDeals: TimeDealRecord[] = dealWindows.map(([title, startOffsetMs, endOffsetMs], index) => {
    const record = dealItems[index] as ItemRecord;
    return {
      _id: objectId('time-deal', index),
      title,
      itemId: record.item.itemId,
      dealPrice: roundWon(record.item.itemPriceForBuyer * 0.7),
      startOffsetMs,
      endOffsetMs,
    };
  });

  // buyer1 has wished a few products of each storefront, so hearts show filled after login.
  const bookmarks = new Map<string, Set<string>>([
    [
      DEMO_USERS.buyer1.userId,
      new Set(
        [japanFood.items, outlet.items, sneakers.items].flatMap((records) =>
          records.filter((_, index) => index % 17 === 3).map((record) => record.item.itemId),
        ),
      ),
    ],
  ]);

  return assembleState(now, scenarios, [japanFood, outlet, sneakers, noFrames, noTemplateName, unknownTemplate, malformed, picksOnly], {
    bookmarks,
    linkTabs,
    timeDeals,
    coupons: new Map(seedCoupons(now).map((coupon) => [coupon.couponCode, coupon])),
    issuedCoupons: new Map(),
    commerce: seedCommerce(now, { japanFood: japanFood.items, sneakers: sneakers.items }),
  });
}
