/** Legacy account calls: reviews, chat rooms, virtual-bank cancel, activity lists, push settings. */
import * as v from 'valibot';
import { pageParam } from './page.ts';
import { activityMessages } from '../messages/activity.ts';
import { ImageFileSchema } from './image-upload.ts';
import { PurchaseProcessSchema } from './purchase.ts';
import { intParam } from './query-params.ts';

export const ITEM_REVIEW_MAX = 1000;
export const SELLER_REVIEW_MAX = 500;
export const REVIEW_IMAGES_MAX = 5;

export const ACTIVITY_ERROR_CODES = [
  'ORDER_NOT_FOUND',
  'NOT_BUYER',
  'REVIEW_NOT_ALLOWED',
  'REVIEW_ALREADY_WRITTEN',
  'NOT_WAITING_DEPOSIT',
] as const;

const ratingSchema = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d$/, activityMessages.ratingInvalid), v.transform(Number))],
    activityMessages.ratingInvalid,
  ),
  v.integer(activityMessages.ratingInvalid),
  v.minValue(1, activityMessages.ratingInvalid),
  v.maxValue(5, activityMessages.ratingInvalid),
);

/**
 * Fields of `POST /api_base/review/item` (multipart: `PInfoId`, `rating`, `content` and up to five
 * `images` parts); the server reads the form into this object and parses it with the same schema.
 */
export const ItemReviewInputSchema = v.object({
  PInfoId: v.pipe(v.string(activityMessages.pInfoRequired), v.nonEmpty(activityMessages.pInfoRequired)),
  rating: ratingSchema,
  content: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(10, activityMessages.reviewTooShort),
    v.maxLength(ITEM_REVIEW_MAX, activityMessages.reviewTooLong(ITEM_REVIEW_MAX)),
  ),
  images: v.optional(v.pipe(v.array(ImageFileSchema), v.maxLength(REVIEW_IMAGES_MAX, activityMessages.tooManyImages)), []),
});

/** Body of `POST /api_base/review/seller`: one per receipt. */
export const SellerReviewInputSchema = v.object({
  purchaseReceiptId: v.pipe(v.string(), v.nonEmpty(activityMessages.receiptRequired)),
  rating: ratingSchema,
  content: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SELLER_REVIEW_MAX, activityMessages.reviewTooLong(SELLER_REVIEW_MAX))), ''),
});

export const ReviewCreatedSchema = v.object({ reviewId: v.string() });

/** `GET /api_base/chat/room-ids`: the chat rooms the signed-in person takes part in. */
export const ChatRoomIdsSchema = v.object({ chatRoomIds: v.array(v.string()) });

/** Body of `POST /api_base/order/cancel-virtual-bank`: only while the deposit is awaited. */
export const VirtualBankCancelInputSchema = v.object({
  purchaseReceiptId: v.pipe(v.string(), v.nonEmpty(activityMessages.receiptRequired)),
});
export const VirtualBankCancelResultSchema = v.object({
  ok: v.literal(true),
  purchaseReceiptId: v.string(),
  process: PurchaseProcessSchema,
});

export const ACTIVITY_TYPES = ['ITEM_REVIEW', 'SELLER_REVIEW', 'REVIEW_REQUEST'] as const;

/** Query of `GET /api_base/activity/list` (newest first). */
export const ActivityQuerySchema = v.object({
  type: v.picklist(ACTIVITY_TYPES),
  page: pageParam(),
  limit: v.optional(intParam(1, 100), 20),
});

export const ActivitySchema = v.object({
  _id: v.string(),
  type: v.picklist(ACTIVITY_TYPES),
  /** The product, store or selection the activity is about. */
  title: v.string(),
  content: v.string(),
  targetId: v.string(),
  regDate: v.string(),
});
export const ActivityListSchema = v.object({ activities: v.array(ActivitySchema), maxPage: v.number() });

const pushSettingEntries = {
  isPushReceive: v.boolean(),
  isSmsReceive: v.boolean(),
  isEmailReceive: v.boolean(),
  /** Night-time (21–08 h) advertising pushes need their own consent. */
  isNightPushReceive: v.boolean(),
};

/** Body of `POST /api_base/user/editReceiveInfo_v2`: any subset of the switches, at least one. */
export const PushSettingInputSchema = v.pipe(
  v.partial(v.object(pushSettingEntries)),
  v.check((input) => Object.values(input).some((value) => value !== undefined), activityMessages.pushSettingRequired),
);

export const PushSettingSchema = v.object({ ...pushSettingEntries, updatedAt: v.string() });
export const PushSettingResponseSchema = v.object({ receiveSettings: PushSettingSchema });

export type ItemReviewInput = v.InferInput<typeof ItemReviewInputSchema>;
export type SellerReviewInput = v.InferInput<typeof SellerReviewInputSchema>;
export type ReviewCreated = v.InferOutput<typeof ReviewCreatedSchema>;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type Activity = v.InferOutput<typeof ActivitySchema>;
export type ActivityList = v.InferOutput<typeof ActivityListSchema>;
export type PushSettingInput = v.InferInput<typeof PushSettingInputSchema>;
export type PushSetting = v.InferOutput<typeof PushSettingSchema>;
export type VirtualBankCancelResult = v.InferOutput<typeof VirtualBankCancelResultSchema>;
