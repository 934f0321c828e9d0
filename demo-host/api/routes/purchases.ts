// Buyer purchase calls: receipt list, reload, single receipt, receive info, purchased-option change.
import type { Hono } from 'hono';
import { optionChangeMessages, purchaseMessages } from '../../../core/messages/purchase.ts';
import {
  CanUpdateReceiveInfoSchema,
  PurchaseReceiptIdQuerySchema,
  PurchaseReceiptListQuerySchema,
  PurchaseReceiptListSchema,
  PurchaseReceiptReloadQuerySchema,
  PurchaseReceiptResponseSchema,
  PurchaseReceiptRowsSchema,
  ReceiveInfoResponseSchema,
  ReceiveInfoUpdateInputSchema,
  type PurchaseProcess,
} from '../../../core/schemas/purchase.ts';
import {
  CanChangePurchasedOptionSchema,
  ChangePurchasedOptionInputSchema,
  ChangePurchasedOptionResultSchema,
  type OptionChangeBlockReason,
} from '../../../core/schemas/purchased-option.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { invalidQuery, parseInput, readJson } from '../errors.ts';
import type { CatalogItem, ReceiptRecord } from '../seed/commerce.ts';
import { requireUser } from '../sessions.ts';
import { findPInfo, findReceipt, inDateRange, pageAfter, presentReceipt, refuse, reply } from './commerce-support.ts';

/** Receive info may change until the parcel leaves. */
const RECEIVE_INFO_UPDATABLE: readonly PurchaseProcess[] = ['WAITING_DEPOSIT', 'ORDER_CHECKING', 'PREPARING_SHIPMENT'];

function ownReceipt(ctx: ApiContext, userId: string, purchaseReceiptId: string): ReceiptRecord {
  const receipt = findReceipt(ctx, purchaseReceiptId);
  if (!receipt) throw refuse(404, 'ORDER_NOT_FOUND', purchaseMessages);
  if (receipt.buyerId !== userId) throw refuse(403, 'NOT_BUYER', purchaseMessages);
  return receipt;
}

/** Why the product of a purchase cannot take another option right now, if it cannot. */
function blockReason(process: PurchaseProcess, item: CatalogItem | undefined): OptionChangeBlockReason | null {
  if (process !== 'ORDER_CHECKING') return 'NOT_ORDER_CHECKING';
  if (!item || item.status === 'DELETED') return 'ITEM_DELETED';
  if (item.status === 'STOPPED') return 'SELLING_STOPPED';
  if (item.options.length > 0 && item.options.every((option) => option.stock === 0)) return 'SOLD_OUT';
  return null;
}

export function registerPurchaseRoutes(app: Hono, ctx: ApiContext): void {
  app.get(`${API_BASE}/purchase-receipt/list/buyer`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const query = parseInput(PurchaseReceiptListQuerySchema, c.req.query());
    const processes = query.processList && query.processList.length > 0 ? new Set(query.processList) : undefined;
    const mine = ctx.state.commerce.receipts.filter(
      (receipt) =>
        receipt.buyerId === user.userId &&
        (processes === undefined || processes.has(receipt.process)) &&
        inDateRange(receipt.regDate, query.sDate, query.eDate),
    );
    const page = pageAfter(mine, (receipt) => receipt._id, query.searchAfter, query.limit);
    return reply(c, ctx, 'GET /purchase-receipt/list/buyer', PurchaseReceiptListSchema, {
      purchaseReceipts: page.rows.map(presentReceipt),
      searchAfter: page.searchAfter,
    });
  });

  app.get(`${API_BASE}/purchase-receipt/reload/buyer`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const { purchaseReceiptIds } = parseInput(PurchaseReceiptReloadQuerySchema, c.req.query());
    const rows = purchaseReceiptIds.map((id) => presentReceipt(ownReceipt(ctx, user.userId, id)));
    return reply(c, ctx, 'GET /purchase-receipt/reload/buyer', PurchaseReceiptRowsSchema, { purchaseReceipts: rows });
  });

  app.get(`${API_BASE}/purchase-receipt/buyer`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const { purchaseReceiptId } = parseInput(PurchaseReceiptIdQuerySchema, c.req.query());
    const receipt = ownReceipt(ctx, user.userId, purchaseReceiptId);
    return reply(c, ctx, 'GET /purchase-receipt/buyer', PurchaseReceiptResponseSchema, { purchaseReceipt: presentReceipt(receipt) });
  });

  app.get(`${API_BASE}/purchase-receipt/receive-info`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const { purchaseReceiptId } = parseInput(PurchaseReceiptIdQuerySchema, c.req.query());
    const receipt = ownReceipt(ctx, user.userId, purchaseReceiptId);
    return reply(c, ctx, 'GET /purchase-receipt/receive-info', ReceiveInfoResponseSchema, { receiveInfo: receipt.receiveInfo });
  });

  app.patch(`${API_BASE}/purchase-receipt/receive-info`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const input = parseInput(ReceiveInfoUpdateInputSchema, await readJson(c));
    const receipt = ownReceipt(ctx, user.userId, input.purchaseReceiptId);
    if (!RECEIVE_INFO_UPDATABLE.includes(receipt.process)) throw refuse(409, 'RECEIVE_INFO_NOT_UPDATABLE', purchaseMessages);
    receipt.receiveInfo = input.receiveInfo;
    return reply(c, ctx, 'PATCH /purchase-receipt/receive-info', ReceiveInfoResponseSchema, { receiveInfo: receipt.receiveInfo });
  });

  app.get(`${API_BASE}/purchase-receipt/:id/can-update-receive-info`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const receipt = ownReceipt(ctx, user.userId, c.req.param('id'));
    return reply(c, ctx, 'GET /purchase-receipt/:id/can-update-receive-info', CanUpdateReceiveInfoSchema, {
      canUpdate: RECEIVE_INFO_UPDATABLE.includes(receipt.process),
      process: receipt.process,
    });
  });

  const ownPInfo = (userId: string, pInfoId: string) => {
    const found = findPInfo(ctx, pInfoId);
    if (!found) throw refuse(404, 'ORDER_NOT_FOUND', optionChangeMessages);
    if (found.receipt.buyerId !== userId) throw refuse(403, 'NOT_BUYER', optionChangeMessages);
    return { ...found, item: ctx.state.commerce.catalog.get(found.pInfo.storeItemId) };
  };

  app.get(`${API_BASE}/p-info/:id/can-change-purchased-option`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const { pInfo, item } = ownPInfo(user.userId, c.req.param('id'));
    const reason = blockReason(pInfo.process, item);
    return reply(c, ctx, 'GET /p-info/:id/can-change-purchased-option', CanChangePurchasedOptionSchema, {
      canChange: reason === null && (item?.options.length ?? 0) > 1,
      reason,
      purchasedCount: pInfo.count,
      currentOptionId: pInfo.optionId,
      optionGroups: item?.optionGroups ?? [],
      options: item?.options ?? [],
    });
  });

  app.patch(`${API_BASE}/p-info/:id/change-purchased-option`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const { pInfo, receipt, item } = ownPInfo(user.userId, c.req.param('id'));
    const input = parseInput(ChangePurchasedOptionInputSchema, await readJson(c));
    const reason = blockReason(pInfo.process, item);
    if (reason !== null || !item) throw refuse(409, reason ?? 'ITEM_DELETED', optionChangeMessages);
    if (input.count !== pInfo.count) throw refuse(400, 'WRONG_COUNT', optionChangeMessages);
    if (input.optionId === pInfo.optionId) throw refuse(400, 'SAME_OPTION', optionChangeMessages);
    const target = item.options.find((option) => option.optionId === input.optionId);
    if (!target) throw invalidQuery(optionChangeMessages.optionNotFound);
    if (target.stock < input.count) throw refuse(409, 'NOT_ENOUGH_STOCK', optionChangeMessages);
    // The old option's units go back on sale; the new ones are taken.
    const previous = item.options.find((option) => option.optionId === pInfo.optionId);
    if (previous) previous.stock += pInfo.count;
    target.stock -= input.count;
    pInfo.optionId = target.optionId;
    pInfo.optionName = target.optionName;
    pInfo.price = item.price + target.extraPrice;
    receipt.totalPrice = receipt.pInfos.reduce((sum, line) => sum + line.price * line.count, 0) + receipt.shippingFee;
    return reply(c, ctx, 'PATCH /p-info/:id/change-purchased-option', ChangePurchasedOptionResultSchema, { pInfo });
  });
}
