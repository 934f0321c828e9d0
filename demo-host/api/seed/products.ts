// Turns product specs into stored products with seeded prices, counts and dates.
import type { ItemRecord, StoredItem } from '../state.ts';
import type { Random } from '../random.ts';
import { objectId } from '../random.ts';
import { imageUrl } from '../images.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface ProductSpec {
  name: string;
  brandName: string;
  categoryId: string;
  /** Price before any multiplier, in won. */
  basePrice: number;
}

export interface ProductOptions {
  namespace: string;
  largeId: string;
  now: Date;
  itemType: StoredItem['itemType'];
  soldOutRate: number;
  freeShippingRate: number;
  crossBorderRate?: number;
  bundleableRate: number;
  /** Products are registered within this many days before now. */
  maxAgeDays: number;
}

export function roundWon(value: number, unit = 100): number {
  return Math.max(unit, Math.round(value / unit) * unit);
}

function skewed(random: Random, max: number): number {
  // Most products have modest counts, a few are very popular.
  return Math.floor(random.next() ** 2.2 * max);
}

export function buildProducts(random: Random, specs: readonly ProductSpec[], options: ProductOptions): ItemRecord[] {
  return specs.map((spec, index) => {
    const itemId = objectId(options.namespace, `item-${index}`);
    const isShippingFeeFree = random.chance(options.freeShippingRate);
    const discounted = random.chance(0.45);
    const price = roundWon(spec.basePrice);
    const item: StoredItem = {
      itemId,
      itemName: spec.name,
      brandName: spec.brandName,
      imgUrl: imageUrl(`item-${itemId}`, 600, 600, spec.name),
      imgWidth: 600,
      imgHeight: 600,
      itemPriceForBuyer: price,
      originalPrice: discounted ? roundWon(price / (1 - random.int(5, 40) / 100)) : price,
      shippingFee: isShippingFeeFree ? 0 : random.pick([2500, 3000, 3500]),
      isShippingFeeFree,
      isSoldOut: random.chance(options.soldOutRate),
      isCrossBorder: random.chance(options.crossBorderRate ?? 0),
      itemType: options.itemType,
      reviewCount: skewed(random, 2400),
      likeCount: skewed(random, 6000),
      purchaseCount: skewed(random, 9000),
      regDate: new Date(options.now.getTime() - Math.floor(random.next() * options.maxAgeDays * DAY_MS)).toISOString(),
    };
    return {
      item,
      largeId: options.largeId,
      categoryId: spec.categoryId,
      isPick: false,
      isBundleable: !item.isSoldOut && random.chance(options.bundleableRate),
    };
  });
}

/** Marks `count` products as curated picks, drawn from those `eligible` accepts. */
export function choosePicks(
  random: Random,
  records: readonly ItemRecord[],
  count: number,
  eligible: (record: ItemRecord) => boolean = () => true,
): void {
  const candidates = random.shuffle(records.filter((record) => eligible(record) && !record.item.isSoldOut));
  for (const record of candidates.slice(0, count)) record.isPick = true;
}
