import { describe, expect, it } from 'vitest';
import { COMMERCE_FIXTURES } from '../../demo-host/api/seed/commerce.ts';
import { errorMessages } from '../messages/errors.ts';
import { optionChangeMessages, purchaseMessages } from '../messages/purchase.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { canChangePurchasedOption, changePurchasedOption } from './purchased-option.ts';
import {
  canUpdateReceiveInfo,
  getPurchaseReceipt,
  getReceiveInfo,
  listPurchaseReceipts,
  reloadPurchaseReceipts,
  updateReceiveInfo,
} from './purchases.ts';

const api = useContractApi();
const { pInfo, receipt } = COMMERCE_FIXTURES;

const newAddress = {
  recipientName: ' 김민지 ',
  recipientPhone: '010-9876-5432',
  zipCode: '04524',
  address: '서울특별시 중구 세종대로 110',
  addressDetail: '3층',
};

describe('receipt list for buyers', () => {
  it('pages 20 at a time by default, newest first, continuing with searchAfter', async () => {
    await api.signIn('buyer1');
    const first = await listPurchaseReceipts();
    expect(first.purchaseReceipts).toHaveLength(20);
    expect(first.purchaseReceipts[0]?._id).toBe(receipt.changeable);
    const dates = first.purchaseReceipts.map((row) => row.regDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.searchAfter).toBe(first.purchaseReceipts.at(-1)?._id);
    const second = await listPurchaseReceipts({ searchAfter: first.searchAfter ?? '' });
    expect(second.purchaseReceipts).toHaveLength(COMMERCE_FIXTURES.buyer1ReceiptCount - 20);
    expect(second.searchAfter).toBeNull();
    expect(api.running.hits.at(-1)).toBe('GET /api/purchase-receipt/list/buyer');
  });

  it('filters by processList and by an inclusive date range', async () => {
    await api.signIn('buyer1');
    const checking = await listPurchaseReceipts({ processList: ['ORDER_CHECKING'], limit: 50 });
    expect(checking.purchaseReceipts.map((row) => row._id).sort()).toEqual(
      [receipt.changeable, receipt.deleted, receipt.stopped, receipt['sold-out']].sort(),
    );
    const all = await listPurchaseReceipts({ limit: 100 });
    const day = all.purchaseReceipts.at(-1)?.regDate.slice(0, 10) ?? '';
    const oneDay = await listPurchaseReceipts({ sDate: day, eDate: day, limit: 100 });
    expect(oneDay.purchaseReceipts.length).toBeGreaterThan(0);
    expect(oneDay.purchaseReceipts.every((row) => row.regDate.startsWith(day))).toBe(true);
  });

  it('refuses a reversed date range and a malformed date before calling', async () => {
    const reversed = await failure(listPurchaseReceipts({ sDate: '2025-06-02', eDate: '2025-06-01' }));
    expect(reversed).toMatchObject({ kind: 'invalid-input', message: purchaseMessages.dateRangeInvalid });
    const malformed = await failure(listPurchaseReceipts({ sDate: '2025/06/01' }));
    expect(malformed.message).toBe(purchaseMessages.dateInvalid);
    expect(api.running.hits).toHaveLength(0);
  });

  it('needs a login', async () => {
    const error = await failure(listPurchaseReceipts());
    expect(error).toMatchObject({ status: 401, isLoginRequired: true });
  });

  it('a body that breaks the schema is INVALID_RESPONSE', async () => {
    await api.signIn('buyer1');
    await api.malform(['GET /purchase-receipt/list/buyer']);
    const error = await failure(listPurchaseReceipts());
    expect(error).toMatchObject({ kind: 'invalid-response', code: 'INVALID_RESPONSE', message: errorMessages.temporary });
  });
});

describe('single receipt and reload', () => {
  it('answers the buyer their receipt and fresh rows', async () => {
    await api.signIn('buyer1');
    const single = await getPurchaseReceipt(receipt.delivered);
    expect(single.pInfos[0]?.PInfoId).toBe(pInfo.delivered);
    expect(single).not.toHaveProperty('buyerId');
    const rows = await reloadPurchaseReceipts([receipt.changeable, receipt.shipping]);
    expect(rows.map((row) => row.process)).toEqual(['ORDER_CHECKING', 'SHIPPING']);
  });

  it('someone else’s receipt is NOT_BUYER, an unknown one ORDER_NOT_FOUND', async () => {
    await api.signIn('buyer2');
    expect(await failure(getPurchaseReceipt(receipt.changeable))).toMatchObject({
      status: 403,
      code: 'NOT_BUYER',
      message: purchaseMessages.errors.NOT_BUYER,
    });
    expect(await failure(getPurchaseReceipt('nope'))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: purchaseMessages.errors.ORDER_NOT_FOUND,
    });
  });
});

describe('receive info', () => {
  it('can be read and changed before shipping', async () => {
    await api.signIn('buyer1');
    expect(await canUpdateReceiveInfo(receipt.changeable)).toEqual({ canUpdate: true, process: 'ORDER_CHECKING' });
    const before = await getReceiveInfo(receipt.changeable);
    expect(before.recipientName).toBe('민지');
    const after = await updateReceiveInfo(receipt.changeable, newAddress);
    expect(after).toMatchObject({ recipientName: '김민지', zipCode: '04524', deliveryMemo: '', pccc: null });
    expect((await getReceiveInfo(receipt.changeable)).address).toBe(newAddress.address);
  });

  it('is refused once shipping started (RECEIVE_INFO_NOT_UPDATABLE)', async () => {
    await api.signIn('buyer1');
    expect((await canUpdateReceiveInfo(receipt.shipping)).canUpdate).toBe(false);
    const error = await failure(updateReceiveInfo(receipt.shipping, newAddress));
    expect(error).toMatchObject({
      status: 409,
      code: 'RECEIVE_INFO_NOT_UPDATABLE',
      message: purchaseMessages.errors.RECEIVE_INFO_NOT_UPDATABLE,
    });
  });

  it('validates the address fields with Korean messages before calling', async () => {
    await api.signIn('buyer1');
    const badPhone = await failure(updateReceiveInfo(receipt.changeable, { ...newAddress, recipientPhone: '02-123-4567' }));
    expect(badPhone).toMatchObject({ kind: 'invalid-input', message: purchaseMessages.phoneInvalid });
    const badZip = await failure(updateReceiveInfo(receipt.changeable, { ...newAddress, zipCode: '123' }));
    expect(badZip.message).toBe(purchaseMessages.zipCodeInvalid);
    expect(api.running.hits.filter((hit) => hit.startsWith('PATCH'))).toHaveLength(0);
  });
});

describe('purchased option change', () => {
  it('offers the options and changes to one with stock, moving the stock', async () => {
    await api.signIn('buyer1');
    const offer = await canChangePurchasedOption(pInfo.changeable);
    expect(offer).toMatchObject({ canChange: true, reason: null, purchasedCount: 2, optionGroups: ['맛', '용량'] });
    expect(offer.options).toHaveLength(4);
    const target = offer.options[3];
    const current = offer.options.find((option) => option.optionId === offer.currentOptionId);
    if (!target || !current) throw new Error('seed options missing');
    const changed = await changePurchasedOption(pInfo.changeable, { optionId: target.optionId, count: 2 });
    expect(changed).toMatchObject({ optionId: target.optionId, optionName: target.optionName, count: 2 });
    const after = await canChangePurchasedOption(pInfo.changeable);
    expect(after.currentOptionId).toBe(target.optionId);
    expect(after.options.find((option) => option.optionId === target.optionId)?.stock).toBe(target.stock - 2);
    expect(after.options.find((option) => option.optionId === current.optionId)?.stock).toBe(current.stock + 2);
  });

  it('SAME_OPTION, WRONG_COUNT and NOT_ENOUGH_STOCK', async () => {
    await api.signIn('buyer1');
    const offer = await canChangePurchasedOption(pInfo.changeable);
    const current = offer.currentOptionId ?? '';
    const scarce = offer.options.find((option) => option.stock === 1);
    if (!scarce) throw new Error('seed needs a scarce option');
    expect(await failure(changePurchasedOption(pInfo.changeable, { optionId: current, count: 2 }))).toMatchObject({
      code: 'SAME_OPTION',
      message: optionChangeMessages.errors.SAME_OPTION,
    });
    expect(await failure(changePurchasedOption(pInfo.changeable, { optionId: scarce.optionId, count: 1 }))).toMatchObject({
      code: 'WRONG_COUNT',
      message: '주문 수량과 같은 수량으로만 변경할 수 있어요.',
    });
    expect(await failure(changePurchasedOption(pInfo.changeable, { optionId: scarce.optionId, count: 2 }))).toMatchObject({
      status: 409,
      code: 'NOT_ENOUGH_STOCK',
      message: optionChangeMessages.errors.NOT_ENOUGH_STOCK,
    });
  });

  it.each([
    ['shipping', 'NOT_ORDER_CHECKING'],
    ['deleted', 'ITEM_DELETED'],
    ['stopped', 'SELLING_STOPPED'],
    ['sold-out', 'SOLD_OUT'],
  ] as const)('a %s purchase is blocked with %s, before and at the change', async (key, code) => {
    await api.signIn('buyer1');
    const offer = await canChangePurchasedOption(pInfo[key]);
    expect(offer).toMatchObject({ canChange: false, reason: code });
    const other = offer.options.find((option) => option.optionId !== offer.currentOptionId)?.optionId ?? 'any';
    const error = await failure(changePurchasedOption(pInfo[key], { optionId: other, count: offer.purchasedCount }));
    expect(error).toMatchObject({ status: 409, code, message: optionChangeMessages.errors[code] });
  });

  it('NOT_BUYER for another buyer and ORDER_NOT_FOUND for an unknown order', async () => {
    await api.signIn('buyer2');
    expect(await failure(canChangePurchasedOption(pInfo.changeable))).toMatchObject({
      status: 403,
      code: 'NOT_BUYER',
      message: optionChangeMessages.errors.NOT_BUYER,
    });
    expect(await failure(changePurchasedOption(pInfo.changeable, { optionId: 'x', count: 2 }))).toMatchObject({ code: 'NOT_BUYER' });
    expect(await failure(changePurchasedOption('unknown', { optionId: 'x', count: 1 }))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: optionChangeMessages.errors.ORDER_NOT_FOUND,
    });
  });

  it('refuses an empty option before calling', async () => {
    await api.signIn('buyer1');
    const error = await failure(changePurchasedOption(pInfo.changeable, { optionId: ' ', count: 2 }));
    expect(error).toMatchObject({ kind: 'invalid-input', message: optionChangeMessages.optionRequired });
  });

  it('refuses an empty purchase id, or none, before calling (a path with no id would ask another endpoint)', async () => {
    await api.signIn('buyer1');
    const hits = api.running.hits.length;
    for (const id of ['', '  ', undefined as unknown as string]) {
      expect(await failure(canChangePurchasedOption(id)), String(id)).toMatchObject({ kind: 'invalid-input', code: 'INVALID_INPUT' });
      expect(await failure(changePurchasedOption(id, { optionId: 'o', count: 1 })), String(id)).toMatchObject({ kind: 'invalid-input' });
    }
    // A receipt id of spaces alike.
    expect(await failure(getPurchaseReceipt('   '))).toMatchObject({ kind: 'invalid-input' });
    expect(api.running.hits.slice(hits)).toEqual([]);
  });

  it('a malformed can-change answer is INVALID_RESPONSE', async () => {
    await api.signIn('buyer1');
    await api.malform(['GET /p-info/:id/can-change-purchased-option']);
    expect((await failure(canChangePurchasedOption(pInfo.changeable))).code).toBe('INVALID_RESPONSE');
  });
});
