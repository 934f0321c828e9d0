/** Legacy (`/api_base`) account calls: reviews, chat rooms, virtual-bank cancel, activities, push settings. */
import { request, validateInput } from '../http/client.ts';
import { activityMessages } from '../messages/activity.ts';
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
  type ActivityList,
  type ActivityType,
  type ItemReviewInput,
  type PushSetting,
  type PushSettingInput,
  type ReviewCreated,
  type SellerReviewInput,
  type VirtualBankCancelResult,
} from '../schemas/user-activity.ts';
import { toQueryParams, withCatalogue } from './error-catalogue.ts';

const legacy = { base: 'legacy' } as const;

/**
 * `POST /api_base/review/item` as multipart: `PInfoId`, `rating`, `content` and one `images` part
 * per photo. Only after delivery, once per purchased product.
 */
export async function writeItemReview(input: ItemReviewInput): Promise<ReviewCreated> {
  const fields = validateInput(ItemReviewInputSchema, input);
  const form = new FormData();
  form.append('PInfoId', fields.PInfoId);
  form.append('rating', String(fields.rating));
  form.append('content', fields.content);
  fields.images.forEach((image, index) => form.append('images', image, image instanceof File ? image.name : `image-${index + 1}`));
  return withCatalogue(activityMessages, () => request(ReviewCreatedSchema, '/review/item', { ...legacy, method: 'POST', body: form }));
}

/** `POST /api_base/review/seller`: one per receipt, after delivery. */
export async function writeSellerReview(input: SellerReviewInput): Promise<ReviewCreated> {
  const body = validateInput(SellerReviewInputSchema, input);
  return withCatalogue(activityMessages, () => request(ReviewCreatedSchema, '/review/seller', { ...legacy, method: 'POST', body }));
}

/** `GET /api_base/chat/room-ids` */
export async function getChatRoomIds(): Promise<string[]> {
  const { chatRoomIds } = await withCatalogue(activityMessages, () => request(ChatRoomIdsSchema, '/chat/room-ids', legacy));
  return chatRoomIds;
}

/** `POST /api_base/order/cancel-virtual-bank`: only while the deposit is awaited. */
export async function cancelVirtualBankOrder(purchaseReceiptId: string): Promise<VirtualBankCancelResult> {
  const body = validateInput(VirtualBankCancelInputSchema, { purchaseReceiptId });
  return withCatalogue(activityMessages, () =>
    request(VirtualBankCancelResultSchema, '/order/cancel-virtual-bank', { ...legacy, method: 'POST', body }),
  );
}

/** `GET /api_base/activity/list` */
export async function getActivities(
  type: ActivityType,
  paging: { page?: number | undefined; limit?: number | undefined } = {},
): Promise<ActivityList> {
  const query = validateInput(ActivityQuerySchema, { type, ...paging });
  return withCatalogue(activityMessages, () => request(ActivityListSchema, '/activity/list', { ...legacy, query: toQueryParams(query) }));
}

/** `POST /api_base/user/editReceiveInfo_v2`: changes the given switches and answers all of them. */
export async function editPushSetting(input: PushSettingInput): Promise<PushSetting> {
  const body = validateInput(PushSettingInputSchema, input);
  const { receiveSettings } = await withCatalogue(activityMessages, () =>
    request(PushSettingResponseSchema, '/user/editReceiveInfo_v2', { ...legacy, method: 'POST', body }),
  );
  return receiveSettings;
}
