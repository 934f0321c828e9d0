import { describe, expect, it } from 'vitest';
import { COMMERCE_FIXTURES } from '../../demo-host/api/seed/commerce.ts';
import { activityMessages } from '../messages/activity.ts';
import { cartMessages } from '../messages/cart.ts';
import { canChangePurchasedOption } from './purchased-option.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import {
  cancelVirtualBankOrder,
  editPushSetting,
  getActivities,
  getChatRoomIds,
  writeItemReview,
  writeSellerReview,
} from './legacy-account.ts';
import { addToCart, getBanners, getCartCount, getCategories, getExhibitions, getStories, searchStoreItems } from './legacy-storefront.ts';
import { getPurchaseReceipt } from './purchases.ts';

const api = useContractApi();
const { pInfo, receipt } = COMMERCE_FIXTURES;

describe('cart', () => {
  it('counts the cart and adds a product with options', async () => {
    await api.signIn('buyer1');
    expect(await getCartCount()).toBe(3);
    const offer = await canChangePurchasedOption(pInfo.changeable);
    const [a, b] = offer.options.filter((option) => option.stock > 0);
    const storeItemId = (await getPurchaseReceipt(receipt.changeable)).pInfos[0]?.storeItemId ?? '';
    expect(
      await addToCart({
        storeItemId,
        selections: [
          { optionId: a?.optionId ?? null, quantity: 1 },
          { optionId: b?.optionId ?? null, quantity: 1 },
        ],
      }),
    ).toBe(5);
    expect(await getCartCount()).toBe(5);
    expect(api.running.hits).toContain('POST /api_base/cart/add');
  });

  it('a seller cannot add their own product (SELF_ITEM_NOT_ALLOWED)', async () => {
    await api.signIn('buyer1');
    const storeItemId = (await getPurchaseReceipt(receipt.delivered)).pInfos[0]?.storeItemId ?? '';
    await api.signIn('seller');
    const error = await failure(addToCart({ storeItemId, selections: [{ optionId: null, quantity: 1 }] }));
    expect(error).toMatchObject({ status: 403, code: 'SELF_ITEM_NOT_ALLOWED', message: cartMessages.errors.SELF_ITEM_NOT_ALLOWED });
  });

  it('refuses unknown products and options, sold out and short stock', async () => {
    await api.signIn('buyer1');
    const soldOutItem = (await getPurchaseReceipt(receipt['sold-out'])).pInfos[0]?.storeItemId ?? '';
    const changeableItem = (await getPurchaseReceipt(receipt.changeable)).pInfos[0]?.storeItemId ?? '';
    const scarce = (await canChangePurchasedOption(pInfo.changeable)).options.find((option) => option.stock === 1);
    expect((await failure(addToCart({ storeItemId: 'nope', selections: [{ optionId: null, quantity: 1 }] }))).code).toBe('ITEM_NOT_FOUND');
    expect((await failure(addToCart({ storeItemId: changeableItem, selections: [{ optionId: 'bogus', quantity: 1 }] }))).code).toBe(
      'OPTION_NOT_FOUND',
    );
    expect((await failure(addToCart({ storeItemId: soldOutItem, selections: [{ optionId: null, quantity: 1 }] }))).code).toBe('SOLD_OUT');
    const short = await failure(
      addToCart({ storeItemId: changeableItem, selections: [{ optionId: scarce?.optionId ?? null, quantity: 2 }] }),
    );
    expect(short).toMatchObject({ status: 409, code: 'NOT_ENOUGH_STOCK', message: cartMessages.errors.NOT_ENOUGH_STOCK });
  });

  it('applies the SPEC §5 list rules before calling', async () => {
    await api.signIn('buyer1');
    api.running.hits.length = 0;
    expect((await failure(addToCart({ storeItemId: 'x', selections: [] }))).message).toBe(cartMessages.selectionRequired);
    const twice = [
      { optionId: 'o1', quantity: 1 },
      { optionId: 'o1', quantity: 1 },
    ];
    expect((await failure(addToCart({ storeItemId: 'x', selections: twice }))).message).toBe(cartMessages.duplicateOption);
    expect((await failure(addToCart({ storeItemId: 'x', selections: [{ optionId: null, quantity: 100 }] }))).message).toBe(
      cartMessages.maxQuantity(99),
    );
    expect(api.running.hits).toHaveLength(0);
  });
});

describe('storefront content', () => {
  it('banners by position, stories newest first, running exhibitions, categories', async () => {
    expect((await getBanners()).map((banner) => banner.position)).toEqual(['MAIN', 'MAIN', 'MAIN']);
    expect(await getBanners('POPUP')).toHaveLength(1);
    const stories = await getStories({ limit: 2 });
    expect(stories.stories).toHaveLength(2);
    expect(stories.stories[0]?.storyType).toBe('SNEAKERS');
    expect((stories.stories[0]?.regDate ?? '') >= (stories.stories[1]?.regDate ?? '')).toBe(true);
    const exhibitions = await getExhibitions();
    expect(exhibitions.map((exhibition) => exhibition.title)).toEqual(['여름 간식 기획전', '주말 한정 아울렛 특가']);
    const categories = await getCategories();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.every((category) => category.subCategories.length > 0)).toBe(true);
  });

  it('searches products by text and category, sorted and paged', async () => {
    const all = await searchStoreItems({ searchText: '킷캣', sortType: 'LOW_PRICE' });
    expect(all.storeItemNums).toBeGreaterThan(0);
    expect(all.storeItemList.every((item) => item.itemName.includes('킷캣'))).toBe(true);
    const prices = all.storeItemList.map((item) => item.itemPriceForBuyer);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const categories = await getCategories();
    const sub = categories[0]?.subCategories[0];
    const inSub = await searchStoreItems({ categoryId: sub?.categoryId ?? '', limit: 5 });
    expect(inSub.storeItemList).toHaveLength(5);
    expect(inSub.maxPage).toBe(Math.ceil(inSub.storeItemNums / 5));
    expect((await searchStoreItems({ searchText: '없는상품이름xyz' })).storeItemNums).toBe(0);
  });

  it('an empty list has maxPage 0, as every list call answers (paging goes on while page < maxPage)', async () => {
    expect(await searchStoreItems({ searchText: '없는상품이름xyz' })).toMatchObject({ storeItemList: [], storeItemNums: 0, maxPage: 0 });
  });

  it('a malformed search answer is INVALID_RESPONSE', async () => {
    await api.malform(['POST /api_base/storeItem/search/getStoreItemList']);
    expect((await failure(searchStoreItems())).code).toBe('INVALID_RESPONSE');
  });
});

describe('reviews', () => {
  it('writes an item review as multipart with photos, once', async () => {
    await api.signIn('buyer1');
    const photo = new File([new Uint8Array([1, 2, 3])], 'p.jpg', { type: 'image/jpeg' });
    const { reviewId } = await writeItemReview({
      PInfoId: pInfo.delivered,
      rating: 5,
      content: '맛있고 포장도 꼼꼼했어요!',
      images: [photo, photo],
    });
    expect(reviewId).toMatch(/^[0-9a-f]{24}$/);
    expect((await getPurchaseReceipt(receipt.delivered)).pInfos[0]?.isReviewed).toBe(true);
    const activities = await getActivities('ITEM_REVIEW');
    expect(activities.activities[0]).toMatchObject({ _id: reviewId, content: '맛있고 포장도 꼼꼼했어요!' });
    const again = await failure(writeItemReview({ PInfoId: pInfo.delivered, rating: 4, content: '한 번 더 써 봅니다.' }));
    expect(again).toMatchObject({ status: 409, code: 'REVIEW_ALREADY_WRITTEN', message: activityMessages.errors.REVIEW_ALREADY_WRITTEN });
  });

  it('refuses undelivered orders, other buyers and bad fields', async () => {
    await api.signIn('buyer1');
    expect((await failure(writeItemReview({ PInfoId: pInfo.shipping, rating: 5, content: '아직 안 왔지만 씁니다.' }))).code).toBe(
      'REVIEW_NOT_ALLOWED',
    );
    expect((await failure(writeItemReview({ PInfoId: pInfo.delivered, rating: 6, content: '별점이 너무 높아요.' }))).message).toBe(
      activityMessages.ratingInvalid,
    );
    expect((await failure(writeItemReview({ PInfoId: pInfo.delivered, rating: 5, content: '짧아요' }))).message).toBe(
      activityMessages.reviewTooShort,
    );
    await api.signIn('buyer2');
    expect((await failure(writeItemReview({ PInfoId: pInfo.delivered, rating: 5, content: '남의 주문에 리뷰를' }))).code).toBe('NOT_BUYER');
  });

  it('writes a seller review once per delivered receipt', async () => {
    await api.signIn('buyer1');
    await writeSellerReview({ purchaseReceiptId: receipt.delivered, rating: 4, content: '친절했어요' });
    expect((await getActivities('SELLER_REVIEW')).activities[0]).toMatchObject({ title: '도쿄마켓', content: '친절했어요' });
    expect((await failure(writeSellerReview({ purchaseReceiptId: receipt.delivered, rating: 4 }))).code).toBe('REVIEW_ALREADY_WRITTEN');
    expect((await failure(writeSellerReview({ purchaseReceiptId: receipt.changeable, rating: 4 }))).code).toBe('REVIEW_NOT_ALLOWED');
    expect((await failure(writeSellerReview({ purchaseReceiptId: 'nope', rating: 4 }))).code).toBe('ORDER_NOT_FOUND');
  });
});

describe('account calls', () => {
  it('chat room ids of the signed-in person', async () => {
    await api.signIn('seller');
    expect(await getChatRoomIds()).toHaveLength(5);
    await api.signIn('buyer2');
    expect(await getChatRoomIds()).toEqual([]);
  });

  it('cancels a virtual-bank order awaiting deposit, and nothing else', async () => {
    await api.signIn('buyer1');
    expect(await cancelVirtualBankOrder(receipt['waiting-deposit'])).toEqual({
      ok: true,
      purchaseReceiptId: receipt['waiting-deposit'],
      process: 'CANCELLED',
    });
    expect(await failure(cancelVirtualBankOrder(receipt['waiting-deposit']))).toMatchObject({
      status: 409,
      code: 'NOT_WAITING_DEPOSIT',
      message: activityMessages.errors.NOT_WAITING_DEPOSIT,
    });
    expect((await failure(cancelVirtualBankOrder(receipt.changeable))).code).toBe('NOT_WAITING_DEPOSIT');
  });

  it('lists review requests as activities', async () => {
    await api.signIn('buyer1');
    const list = await getActivities('REVIEW_REQUEST', { limit: 100 });
    expect(list.activities.every((activity) => activity.type === 'REVIEW_REQUEST')).toBe(true);
  });

  it('changes push settings one switch at a time', async () => {
    await api.signIn('buyer1');
    const first = await editPushSetting({ isNightPushReceive: true });
    expect(first).toMatchObject({ isPushReceive: true, isNightPushReceive: true });
    const second = await editPushSetting({ isSmsReceive: false });
    expect(second).toMatchObject({ isSmsReceive: false, isNightPushReceive: true });
    expect((await failure(editPushSetting({}))).message).toBe(activityMessages.pushSettingRequired);
  });

  it('needs a login', async () => {
    expect(await failure(getCartCount())).toMatchObject({ status: 401 });
    expect(await failure(editPushSetting({ isPushReceive: false }))).toMatchObject({ status: 401 });
  });
});
