// Seed of the shared API layer: orders, refunds, customs codes, seller data, carts, legacy content.
import type { ApiKey, ApiSecret } from '../../../core/schemas/api-secret.ts';
import type { CartSelection } from '../../../core/schemas/cart.ts';
import type { ItemOption } from '../../../core/schemas/purchased-option.ts';
import type { PurchaseInfo, PurchaseProcess, PurchaseReceipt, ReceiveInfo } from '../../../core/schemas/purchase.ts';
import type { BankCode, RefundTypeCode } from '../../../core/schemas/refund.ts';
import type { AutoReply, AutoSoldOutLog } from '../../../core/schemas/seller.ts';
import type { Banner, Exhibition } from '../../../core/schemas/storefront-content.ts';
import type { PushSetting } from '../../../core/schemas/user-activity.ts';
import { DEMO_USERS } from '../demo-users.ts';
import { imageUrl } from '../images.ts';
import { objectId } from '../random.ts';
import type { ItemRecord } from '../state.ts';
import { DAY_MS, HOUR_MS } from './products.ts';

export type CatalogStatus = 'SELLING' | 'STOPPED' | 'DELETED';

/** A product as the order side sees it: owner, sale status and option stock. */
export interface CatalogItem {
  storeItemId: string;
  itemName: string;
  imgUrl: string;
  price: number;
  sellerId: string;
  status: CatalogStatus;
  optionGroups: string[];
  options: ItemOption[];
}

export type ReceiptRecord = PurchaseReceipt & { buyerId: string };

export interface StoredAccount {
  bankCode: BankCode;
  accountNumber: string;
  depositor: string;
}

export interface RefundRecord {
  refundId: string;
  PInfoId: string;
  buyerId: string;
  refundTypeCode: RefundTypeCode;
  /** A virtual-bank order: the money goes back to an account the buyer gives. */
  needsAccount: boolean;
  account: StoredAccount | null;
  regDate: string;
}

export interface PcccEntry {
  name: string;
  phone: string;
  /** UNKNOWN: the customs service answers without a usable status. */
  status: 'ACTIVE' | 'SUSPENDED' | 'UNKNOWN';
}

export interface PayTryLog {
  payTryLogId: string;
  orderId: string;
  buyerId: string;
  storeItemId: string;
  optionId: string | null;
  count: number;
  amount: number;
  processedReceiptId: string | null;
}

export interface ItemReviewRecord {
  reviewId: string;
  userId: string;
  PInfoId: string;
  storeItemId: string;
  itemName: string;
  rating: number;
  content: string;
  imageUrls: string[];
  regDate: string;
}

export interface SellerReviewRecord {
  reviewId: string;
  userId: string;
  purchaseReceiptId: string;
  storeName: string;
  rating: number;
  content: string;
  regDate: string;
}

export type ApiSecretRecord = ApiSecret & { sellerId: string };

export interface CommerceState {
  catalog: Map<string, CatalogItem>;
  /** Newest first. */
  receipts: ReceiptRecord[];
  refunds: RefundRecord[];
  userRefundAccounts: Map<string, StoredAccount>;
  pccc: Map<string, PcccEntry>;
  /** Store names of sellers by user id; a seller missing here has no seller profile. */
  sellerStores: Map<string, string>;
  autoReplies: Map<string, AutoReply>;
  warningPhrases: string[];
  banWords: string[];
  /** Newest first, with the seller they belong to. */
  autoSoldOutLogs: (AutoSoldOutLog & { sellerId: string })[];
  apiKeys: Map<string, ApiKey>;
  apiSecrets: ApiSecretRecord[];
  payTryLogs: PayTryLog[];
  uploads: Map<string, { bytes: Uint8Array; mimeType: string }>;
  carts: Map<string, { storeItemId: string; selection: CartSelection }[]>;
  banners: Banner[];
  exhibitions: Exhibition[];
  chatRoomIds: Map<string, string[]>;
  itemReviews: ItemReviewRecord[];
  sellerReviews: SellerReviewRecord[];
  pushSettings: Map<string, PushSetting>;
  /** Test switches set through `POST /api/mock/selection/shared-api`. */
  mock: { malformed: Set<string>; sellerProfileMissing: boolean };
  /** Ids minted at run time (uploads, refunds, reviews…) count from here. */
  sequence: number;
}

/** Another seller, owning every product the demo seller does not. */
export const OTHER_SELLER_ID = objectId('seller', 'other');
export const TOSS_CLIENT_KEY = 'test_ck_selection_widgets_demo';

const fixtureKeys = [
  'changeable',
  'deleted',
  'stopped',
  'sold-out',
  'shipping',
  'delivered',
  'waiting-deposit',
  'vbank-delivered',
  'cross-border',
] as const;
type FixtureKey = (typeof fixtureKeys)[number];

const pInfoId = (key: string): string => objectId('p-info', key);
const receiptId = (key: string): string => objectId('receipt', key);

/** Ids of the seeded orders the tests and the demo refer to (deterministic, independent of state). */
export const COMMERCE_FIXTURES = {
  pInfo: Object.fromEntries(fixtureKeys.map((key) => [key, pInfoId(key)])) as Record<FixtureKey, string>,
  receipt: Object.fromEntries(fixtureKeys.map((key) => [key, receiptId(key)])) as Record<FixtureKey, string>,
  buyer2Receipt: receiptId('buyer2-changeable'),
  buyer2PInfo: pInfoId('buyer2-changeable'),
  payTryLog: objectId('pay-try-log', 0),
  /** A customs code that matches buyer1 (민지, 010-1234-0001). */
  pcccActive: 'P123456789012',
  pcccSuspended: 'P200000000001',
  pcccUnknown: 'P300000000001',
  /** Buyer1 receipts in all (for paging). */
  buyer1ReceiptCount: fixtureKeys.length + 16,
  /** 60 orders of other buyers, 8 of buyer1 and 1 of buyer2 hold the demo seller's products. */
  sellerTransactionCount: 60 + 8 + 1,
  autoSoldOutLogCount: 27,
} as const;

function options(storeItemId: string, groups: string[], values: string[][], stocks: number[]): ItemOption[] {
  const combos = values.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((value) => [...prefix, value])), [[]]);
  return combos.map((combo, index) => ({
    optionId: objectId('option', `${storeItemId}-${index}`),
    values: combo,
    optionName: combo.join(' / '),
    stock: stocks[index % stocks.length] ?? 0,
    extraPrice: index % 2 === 0 ? 0 : 1000,
  }));
}

function catalogItem(record: ItemRecord, sellerId: string, status: CatalogStatus, stocks: number[], withOptions = true): CatalogItem {
  const id = record.item.itemId;
  const groups = withOptions ? ['맛', '용량'] : [];
  return {
    storeItemId: id,
    itemName: record.item.itemName,
    imgUrl: record.item.imgUrl,
    price: record.item.itemPriceForBuyer,
    sellerId,
    status,
    optionGroups: groups,
    options: withOptions
      ? options(
          id,
          groups,
          [
            ['오리지널', '매운맛'],
            ['500g', '1kg'],
          ],
          stocks,
        )
      : [],
  };
}

function receiveInfoOf(buyer: { username: string; phone: string }, pccc: string | null = null): ReceiveInfo {
  return {
    recipientName: buyer.username,
    recipientPhone: buyer.phone,
    zipCode: '06236',
    address: '서울특별시 강남구 테헤란로 152',
    addressDetail: '12층',
    deliveryMemo: '문 앞에 놓아주세요.',
    pccc,
  };
}

interface OrderSpec {
  key: string;
  buyerId: string;
  receive: ReceiveInfo;
  item: CatalogItem;
  optionIndex: number | null;
  count: number;
  process: PurchaseProcess;
  payMethod: PurchaseReceipt['payMethod'];
  regDate: Date;
  isCrossBorder?: boolean;
  isReviewed?: boolean;
}

function order(spec: OrderSpec): ReceiptRecord {
  const option = spec.optionIndex === null ? undefined : spec.item.options[spec.optionIndex];
  const price = spec.item.price + (option?.extraPrice ?? 0);
  const pInfo: PurchaseInfo = {
    PInfoId: pInfoId(spec.key),
    purchaseReceiptId: receiptId(spec.key),
    storeItemId: spec.item.storeItemId,
    itemName: spec.item.itemName,
    imgUrl: spec.item.imgUrl,
    sellerId: spec.item.sellerId,
    optionId: option?.optionId ?? null,
    optionName: option?.optionName ?? '',
    count: spec.count,
    price,
    process: spec.process,
    refundTypeCode: null,
    cancelDetailReason: null,
    isCrossBorder: spec.isCrossBorder ?? false,
    isReviewed: spec.isReviewed ?? false,
  };
  const shippingFee = 3000;
  const date = spec.regDate.toISOString();
  return {
    _id: receiptId(spec.key),
    orderNumber: `${date.slice(0, 10).replaceAll('-', '')}-${receiptId(spec.key).slice(0, 6).toUpperCase()}`,
    regDate: date,
    process: spec.process,
    payMethod: spec.payMethod,
    totalPrice: price * spec.count + shippingFee,
    shippingFee,
    pInfos: [pInfo],
    receiveInfo: spec.receive,
    buyerId: spec.buyerId,
  };
}

const OTHER_BUYERS = ['김하늘', '이도윤', '박서연', '최지호', '정하은'];

/** Seed content (data, like the product names of the other scenarios). */
const content = {
  welcomeMessage: '안녕하세요, 도쿄마켓입니다! 문의를 남겨주시면 영업일 기준 하루 안에 답변드릴게요.',
  banners: [
    '일본 식품관 오픈 기념 최대 30% 할인',
    '아울렛 패션 시즌오프',
    '스니커즈 신상 투표 진행 중',
    '오늘의 타임딜',
    '무료배송 모아보기',
    '첫 구매 쿠폰 받기',
  ],
  exhibitions: ['여름 간식 기획전', '주말 한정 아울렛 특가', '지난 봄 기획전'],
  exhibitionSubTitle: '지금만 만나는 특별한 가격',
} as const;

/** Builds the commerce state from the seeded storefront products; dates are relative to `now`. */
export function seedCommerce(now: Date, products: { japanFood: readonly ItemRecord[]; sneakers: readonly ItemRecord[] }): CommerceState {
  const at = (ms: number): Date => new Date(now.getTime() - ms);
  const buyable = (records: readonly ItemRecord[]) => records.filter((record) => !record.item.isSoldOut);
  const food = buyable(products.japanFood);
  const shoes = buyable(products.sneakers);
  const pick = (list: readonly ItemRecord[], index: number): ItemRecord => {
    const record = list[index % list.length];
    if (!record) throw new Error('commerce seed needs products');
    return record;
  };
  const seller = DEMO_USERS.seller.userId;
  const buyer1 = DEMO_USERS.buyer1;
  const buyer2 = DEMO_USERS.buyer2;

  // Stocks per option (오리지널/500g, 오리지널/1kg, 매운맛/500g, 매운맛/1kg).
  const items = {
    changeable: catalogItem(pick(food, 0), seller, 'SELLING', [10, 1, 0, 25]),
    deleted: catalogItem(pick(food, 1), seller, 'DELETED', [10, 10, 10, 10]),
    stopped: catalogItem(pick(food, 2), seller, 'STOPPED', [10, 10, 10, 10]),
    soldOut: catalogItem(pick(food, 3), seller, 'SELLING', [0]),
    delivered: catalogItem(pick(food, 4), seller, 'SELLING', [30]),
    plain: catalogItem(pick(food, 5), seller, 'SELLING', [], false),
    sneaker: catalogItem(pick(shoes, 0), OTHER_SELLER_ID, 'SELLING', [5], false),
  };
  const catalog = new Map(Object.values(items).map((item) => [item.storeItemId, item]));

  const b1 = receiveInfoOf(buyer1);
  const special: ReceiptRecord[] = [
    order({
      key: 'changeable',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.changeable,
      optionIndex: 0,
      count: 2,
      process: 'ORDER_CHECKING',
      payMethod: 'CARD',
      regDate: at(1 * HOUR_MS),
    }),
    order({
      key: 'deleted',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.deleted,
      optionIndex: 0,
      count: 1,
      process: 'ORDER_CHECKING',
      payMethod: 'CARD',
      regDate: at(2 * HOUR_MS),
    }),
    order({
      key: 'stopped',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.stopped,
      optionIndex: 1,
      count: 1,
      process: 'ORDER_CHECKING',
      payMethod: 'CARD',
      regDate: at(3 * HOUR_MS),
    }),
    order({
      key: 'sold-out',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.soldOut,
      optionIndex: 0,
      count: 1,
      process: 'ORDER_CHECKING',
      payMethod: 'CARD',
      regDate: at(4 * HOUR_MS),
    }),
    order({
      key: 'shipping',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.changeable,
      optionIndex: 3,
      count: 1,
      process: 'SHIPPING',
      payMethod: 'CARD',
      regDate: at(1 * DAY_MS),
    }),
    order({
      key: 'delivered',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.delivered,
      optionIndex: 0,
      count: 1,
      process: 'DELIVERY_COMPLETE',
      payMethod: 'CARD',
      regDate: at(3 * DAY_MS),
    }),
    order({
      key: 'waiting-deposit',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.plain,
      optionIndex: null,
      count: 3,
      process: 'WAITING_DEPOSIT',
      payMethod: 'VIRTUAL_BANK',
      regDate: at(4 * DAY_MS),
    }),
    order({
      key: 'vbank-delivered',
      buyerId: buyer1.userId,
      receive: b1,
      item: items.plain,
      optionIndex: null,
      count: 1,
      process: 'DELIVERY_COMPLETE',
      payMethod: 'VIRTUAL_BANK',
      regDate: at(5 * DAY_MS),
    }),
    order({
      key: 'cross-border',
      buyerId: buyer1.userId,
      receive: receiveInfoOf(buyer1, COMMERCE_FIXTURES.pcccActive),
      item: items.sneaker,
      optionIndex: null,
      count: 1,
      process: 'PREPARING_SHIPMENT',
      payMethod: 'CARD',
      regDate: at(6 * DAY_MS),
      isCrossBorder: true,
    }),
  ];
  const history = Array.from({ length: 16 }, (_, index) =>
    order({
      key: `history-${index}`,
      buyerId: buyer1.userId,
      receive: b1,
      item: catalogItem(pick(food, 10 + index), OTHER_SELLER_ID, 'SELLING', [], false),
      optionIndex: null,
      count: 1 + (index % 3),
      process: index % 4 === 3 ? 'CANCELLED' : 'PURCHASE_CONFIRMED',
      payMethod: index % 5 === 0 ? 'TRANSFER' : 'CARD',
      regDate: at((10 + index * 3) * DAY_MS),
      isReviewed: index < 2,
    }),
  );
  const buyer2Order = order({
    key: 'buyer2-changeable',
    buyerId: buyer2.userId,
    receive: receiveInfoOf(buyer2),
    item: items.changeable,
    optionIndex: 1,
    count: 1,
    process: 'ORDER_CHECKING',
    payMethod: 'CARD',
    regDate: at(5 * HOUR_MS),
  });
  // Orders of people outside the demo accounts, for the seller's transaction history.
  const others = Array.from({ length: 60 }, (_, index) =>
    order({
      key: `other-${index}`,
      buyerId: objectId('other-buyer', index % OTHER_BUYERS.length),
      receive: { ...b1, recipientName: OTHER_BUYERS[index % OTHER_BUYERS.length] ?? '김하늘' },
      item: index % 2 === 0 ? items.changeable : items.delivered,
      optionIndex: index % 4,
      count: 1 + (index % 2),
      process: index % 3 === 0 ? 'PURCHASE_CONFIRMED' : 'DELIVERY_COMPLETE',
      payMethod: 'CARD',
      regDate: at(HOUR_MS * 30 + index * 11 * HOUR_MS),
    }),
  );
  const receipts = [...special, buyer2Order, ...history, ...others].sort((a, b) => b.regDate.localeCompare(a.regDate));

  const itemReviews: ItemReviewRecord[] = history.slice(0, 2).map((receipt, index) => {
    const line = receipt.pInfos[0] as PurchaseInfo;
    return {
      reviewId: objectId('item-review', index),
      userId: buyer1.userId,
      PInfoId: line.PInfoId,
      storeItemId: line.storeItemId,
      itemName: line.itemName,
      rating: 5 - index,
      content: index === 0 ? '포장이 꼼꼼하고 맛있어요. 재구매 의사 있어요!' : '유통기한도 넉넉하고 배송이 빨랐어요.',
      imageUrls: [],
      regDate: new Date(Date.parse(receipt.regDate) + 3 * DAY_MS).toISOString(),
    };
  });

  const autoSoldOutLogs = Array.from({ length: COMMERCE_FIXTURES.autoSoldOutLogCount }, (_, index) => {
    const item = index % 2 === 0 ? items.changeable : items.delivered;
    const option = item.options[index % item.options.length];
    return {
      _id: objectId('auto-sold-out', index),
      storeItemId: item.storeItemId,
      itemName: item.itemName,
      optionName: option?.optionName ?? '',
      regDate: at((index + 1) * 7 * HOUR_MS).toISOString(),
      sellerId: seller,
    };
  });

  const banner = (index: number, position: Banner['position'], title: string, linkUrl: string): Banner => ({
    _id: objectId('legacy-banner', index),
    title,
    imgUrl: imageUrl(`legacy-banner-${index}`, position === 'POPUP' ? 600 : 1200, position === 'POPUP' ? 800 : 400, title),
    linkUrl,
    position,
  });
  const exhibition = (index: number, title: string, subTitle: string, startDays: number, endDays: number): Exhibition => ({
    _id: objectId('exhibition', index),
    title,
    subTitle,
    imgUrl: imageUrl(`exhibition-${index}`, 750, 420, title),
    linkUrl: `/exhibition/${objectId('exhibition', index)}`,
    startDate: at(startDays * DAY_MS).toISOString(),
    endDate: at(-endDays * DAY_MS).toISOString(),
  });

  return {
    catalog,
    receipts,
    refunds: [],
    userRefundAccounts: new Map(),
    pccc: new Map<string, PcccEntry>([
      [COMMERCE_FIXTURES.pcccActive, { name: buyer1.username, phone: buyer1.phone, status: 'ACTIVE' }],
      [COMMERCE_FIXTURES.pcccSuspended, { name: buyer2.username, phone: buyer2.phone, status: 'SUSPENDED' }],
      [COMMERCE_FIXTURES.pcccUnknown, { name: '김하늘', phone: '010-5555-0003', status: 'UNKNOWN' }],
    ]),
    sellerStores: new Map([[seller, DEMO_USERS.seller.username]]),
    autoReplies: new Map([[seller, { welcomeMessage: content.welcomeMessage, isActive: true, updatedAt: at(20 * DAY_MS).toISOString() }]]),
    warningPhrases: ['카카오톡', '카톡', '직거래', '계좌이체', '외부결제'],
    banWords: ['짝퉁', '레플리카', '이미테이션', '도박'],
    autoSoldOutLogs,
    apiKeys: new Map(),
    apiSecrets: [
      {
        _id: objectId('api-secret', 'default'),
        kind: 'default',
        secretKey: `sk_${objectId('secret-value', 'default')}`,
        issuedAt: at(40 * DAY_MS).toISOString(),
        reissuedAt: null,
        sellerId: seller,
      },
    ],
    payTryLogs: [
      {
        payTryLogId: COMMERCE_FIXTURES.payTryLog,
        orderId: `ORDER-${objectId('order', 'pay-try-0').slice(0, 12).toUpperCase()}`,
        buyerId: buyer1.userId,
        storeItemId: items.delivered.storeItemId,
        optionId: items.delivered.options[0]?.optionId ?? null,
        count: 2,
        amount: items.delivered.price * 2 + 3000,
        processedReceiptId: null,
      },
    ],
    uploads: new Map(),
    carts: new Map([
      [
        buyer1.userId,
        [
          { storeItemId: items.delivered.storeItemId, selection: { optionId: items.delivered.options[1]?.optionId ?? null, quantity: 1 } },
          { storeItemId: items.plain.storeItemId, selection: { optionId: null, quantity: 2 } },
          { storeItemId: items.sneaker.storeItemId, selection: { optionId: null, quantity: 1 } },
        ],
      ],
    ]),
    banners: [
      banner(0, 'MAIN', content.banners[0], '/selection'),
      banner(1, 'MAIN', content.banners[1], '/selection'),
      banner(2, 'MAIN', content.banners[2], '/selection'),
      banner(3, 'SUB', content.banners[3], '/selection'),
      banner(4, 'SUB', content.banners[4], '/selection'),
      banner(5, 'POPUP', content.banners[5], '/selection'),
    ],
    exhibitions: [
      exhibition(0, content.exhibitions[0], content.exhibitionSubTitle, 3, 10),
      exhibition(1, content.exhibitions[1], content.exhibitionSubTitle, 1, 2),
      // Ended yesterday: never listed.
      exhibition(2, content.exhibitions[2], content.exhibitionSubTitle, 20, -1),
    ],
    chatRoomIds: new Map([
      [buyer1.userId, [0, 1, 2].map((index) => objectId('chat-room', `buyer1-${index}`))],
      [seller, [0, 1, 2, 3, 4].map((index) => objectId('chat-room', `seller-${index}`))],
    ]),
    itemReviews,
    sellerReviews: [],
    pushSettings: new Map(),
    mock: { malformed: new Set(), sellerProfileMissing: false },
    sequence: 1,
  };
}
