// Legacy (/api_base) account calls: item review (multipart), seller review, chat rooms, virtual-bank cancel, activities, push settings.
import type { Hono } from 'hono';
import { activityMessages } from '../../../core/messages/activity.ts';
import type { PurchaseProcess } from '../../../core/schemas/purchase.ts';
import {
  ActivityListSchema,
  ActivityQuerySchema,
  ChatRoomIdsSchema,
  ItemReviewInputSchema,
  PushSettingInputSchema,
  PushSettingResponseSchema,
  ReviewCreatedSchema,
  SellerReviewInputSchema,
  VirtualBankCancelInputSchema,
  VirtualBankCancelResultSchema,
  type Activity,
} from '../../../core/schemas/user-activity.ts';
import type { ApiContext } from '../context.ts';
import { LEGACY_API_BASE } from '../context.ts';
import { parseInput, readJson } from '../errors.ts';
import { requireUser } from '../sessions.ts';
import { findSelection } from '../state.ts';
import { findPInfo, findReceipt, nextId, pageOf, refuse, reply } from './commerce-support.ts';
import { readForm, storeImage } from './images.ts';

const REVIEWABLE: readonly PurchaseProcess[] = ['DELIVERY_COMPLETE', 'PURCHASE_CONFIRMED'];

export function registerLegacyAccountRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${LEGACY_API_BASE}/review/item`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const form = await readForm(c);
    const input = parseInput(ItemReviewInputSchema, {
      PInfoId: form.get('PInfoId') ?? undefined,
      rating: form.get('rating') ?? undefined,
      content: form.get('content') ?? undefined,
      images: form.getAll('images'),
    });
    const found = findPInfo(ctx, input.PInfoId);
    if (!found) throw refuse(404, 'ORDER_NOT_FOUND', activityMessages);
    if (found.receipt.buyerId !== user.userId) throw refuse(403, 'NOT_BUYER', activityMessages);
    if (found.pInfo.isReviewed) throw refuse(409, 'REVIEW_ALREADY_WRITTEN', activityMessages);
    if (!REVIEWABLE.includes(found.pInfo.process)) throw refuse(409, 'REVIEW_NOT_ALLOWED', activityMessages);
    const imageUrls: string[] = [];
    for (const image of input.images) imageUrls.push((await storeImage(ctx, image)).imgUrl);
    const reviewId = nextId(ctx, 'item-review');
    ctx.state.commerce.itemReviews.unshift({
      reviewId,
      userId: user.userId,
      PInfoId: found.pInfo.PInfoId,
      storeItemId: found.pInfo.storeItemId,
      itemName: found.pInfo.itemName,
      rating: input.rating,
      content: input.content,
      imageUrls,
      regDate: ctx.now().toISOString(),
    });
    found.pInfo.isReviewed = true;
    return reply(c, ctx, 'POST /api_base/review/item', ReviewCreatedSchema, { reviewId });
  });

  app.post(`${LEGACY_API_BASE}/review/seller`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const input = parseInput(SellerReviewInputSchema, await readJson(c));
    const receipt = findReceipt(ctx, input.purchaseReceiptId);
    if (!receipt) throw refuse(404, 'ORDER_NOT_FOUND', activityMessages);
    if (receipt.buyerId !== user.userId) throw refuse(403, 'NOT_BUYER', activityMessages);
    const commerce = ctx.state.commerce;
    if (commerce.sellerReviews.some((review) => review.purchaseReceiptId === receipt._id))
      throw refuse(409, 'REVIEW_ALREADY_WRITTEN', activityMessages);
    if (!REVIEWABLE.includes(receipt.process)) throw refuse(409, 'REVIEW_NOT_ALLOWED', activityMessages);
    const sellerId = receipt.pInfos[0]?.sellerId ?? '';
    const reviewId = nextId(ctx, 'seller-review');
    commerce.sellerReviews.unshift({
      reviewId,
      userId: user.userId,
      purchaseReceiptId: receipt._id,
      storeName: commerce.sellerStores.get(sellerId) ?? '',
      rating: input.rating,
      content: input.content,
      regDate: ctx.now().toISOString(),
    });
    return reply(c, ctx, 'POST /api_base/review/seller', ReviewCreatedSchema, { reviewId });
  });

  app.get(`${LEGACY_API_BASE}/chat/room-ids`, (c) => {
    const user = requireUser(c, ctx.sessions);
    return reply(c, ctx, 'GET /api_base/chat/room-ids', ChatRoomIdsSchema, {
      chatRoomIds: ctx.state.commerce.chatRoomIds.get(user.userId) ?? [],
    });
  });

  app.post(`${LEGACY_API_BASE}/order/cancel-virtual-bank`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const { purchaseReceiptId } = parseInput(VirtualBankCancelInputSchema, await readJson(c));
    const receipt = findReceipt(ctx, purchaseReceiptId);
    if (!receipt) throw refuse(404, 'ORDER_NOT_FOUND', activityMessages);
    if (receipt.buyerId !== user.userId) throw refuse(403, 'NOT_BUYER', activityMessages);
    if (receipt.payMethod !== 'VIRTUAL_BANK' || receipt.process !== 'WAITING_DEPOSIT')
      throw refuse(409, 'NOT_WAITING_DEPOSIT', activityMessages);
    receipt.process = 'CANCELLED';
    for (const line of receipt.pInfos) line.process = 'CANCELLED';
    return reply(c, ctx, 'POST /api_base/order/cancel-virtual-bank', VirtualBankCancelResultSchema, {
      ok: true,
      purchaseReceiptId,
      process: receipt.process,
    });
  });

  app.get(`${LEGACY_API_BASE}/activity/list`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const query = parseInput(ActivityQuerySchema, c.req.query());
    const state = ctx.state;
    let activities: Activity[];
    if (query.type === 'ITEM_REVIEW') {
      activities = state.commerce.itemReviews
        .filter((review) => review.userId === user.userId)
        .map((review) => ({
          _id: review.reviewId,
          type: query.type,
          title: review.itemName,
          content: review.content,
          targetId: review.storeItemId,
          regDate: review.regDate,
        }));
    } else if (query.type === 'SELLER_REVIEW') {
      activities = state.commerce.sellerReviews
        .filter((review) => review.userId === user.userId)
        .map((review) => ({
          _id: review.reviewId,
          type: query.type,
          title: review.storeName,
          content: review.content,
          targetId: review.purchaseReceiptId,
          regDate: review.regDate,
        }));
    } else {
      activities = state.reviewRequests
        .filter((request) => request.userId === user.userId)
        .map((request) => ({
          _id: request._id,
          type: query.type,
          title: findSelection(state, request.selectionFrameLargeDataId)?.frames[0]?.title ?? '',
          content: request.comment,
          targetId: request.selectionFrameLargeDataId,
          regDate: request.regDate,
        }));
    }
    activities.sort((a, b) => b.regDate.localeCompare(a.regDate));
    const { rows, maxPage } = pageOf(activities, query.page, query.limit);
    return reply(c, ctx, 'GET /api_base/activity/list', ActivityListSchema, { activities: rows, maxPage });
  });

  app.post(`${LEGACY_API_BASE}/user/editReceiveInfo_v2`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const input = parseInput(PushSettingInputSchema, await readJson(c));
    const settings = ctx.state.commerce.pushSettings;
    const current = settings.get(user.userId) ?? {
      isPushReceive: true,
      isSmsReceive: true,
      isEmailReceive: true,
      isNightPushReceive: false,
      updatedAt: ctx.state.seededAt.toISOString(),
    };
    const changed = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const next = { ...current, ...changed, updatedAt: ctx.now().toISOString() };
    settings.set(user.userId, next);
    return reply(c, ctx, 'POST /api_base/user/editReceiveInfo_v2', PushSettingResponseSchema, { receiveSettings: next });
  });
}
