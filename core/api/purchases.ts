/** Buyer purchase calls of SPEC §7: receipt list, reload, single receipt and receive info. */
import { urlPart } from '../domain/url-part.ts';
import { request, validateInput } from '../http/client.ts';
import { purchaseMessages } from '../messages/purchase.ts';
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
  type CanUpdateReceiveInfo,
  type PurchaseReceipt,
  type PurchaseReceiptList,
  type PurchaseReceiptListQueryInput,
  type ReceiveInfo,
  type ReceiveInfoInput,
} from '../schemas/purchase.ts';
import { toQueryParams, withCatalogue } from './error-catalogue.ts';

const catalogue = purchaseMessages;

/** `GET /purchase-receipt/list/buyer`: 20 per page by default; pass the answer's `searchAfter` for the next. */
export async function listPurchaseReceipts(input: PurchaseReceiptListQueryInput = {}): Promise<PurchaseReceiptList> {
  const query = validateInput(PurchaseReceiptListQuerySchema, input);
  return withCatalogue(catalogue, () =>
    request(PurchaseReceiptListSchema, '/purchase-receipt/list/buyer', { query: toQueryParams(query) }),
  );
}

/** `GET /purchase-receipt/reload/buyer`: fresh copies of the given rows after a change. */
export async function reloadPurchaseReceipts(purchaseReceiptIds: readonly string[]): Promise<PurchaseReceipt[]> {
  const query = validateInput(PurchaseReceiptReloadQuerySchema, { purchaseReceiptIds: [...purchaseReceiptIds] });
  const { purchaseReceipts } = await withCatalogue(catalogue, () =>
    request(PurchaseReceiptRowsSchema, '/purchase-receipt/reload/buyer', { query: toQueryParams(query) }),
  );
  return purchaseReceipts;
}

/** `GET /purchase-receipt/buyer`: one receipt of the signed-in buyer. */
export async function getPurchaseReceipt(purchaseReceiptId: string): Promise<PurchaseReceipt> {
  const query = validateInput(PurchaseReceiptIdQuerySchema, { purchaseReceiptId });
  const { purchaseReceipt } = await withCatalogue(catalogue, () =>
    request(PurchaseReceiptResponseSchema, '/purchase-receipt/buyer', { query }),
  );
  return purchaseReceipt;
}

/** `GET /purchase-receipt/{id}/can-update-receive-info` */
export async function canUpdateReceiveInfo(purchaseReceiptId: string): Promise<CanUpdateReceiveInfo> {
  const { purchaseReceiptId: id } = validateInput(PurchaseReceiptIdQuerySchema, { purchaseReceiptId });
  return withCatalogue(catalogue, () => request(CanUpdateReceiveInfoSchema, `/purchase-receipt/${urlPart(id)}/can-update-receive-info`));
}

/** `GET /purchase-receipt/receive-info` */
export async function getReceiveInfo(purchaseReceiptId: string): Promise<ReceiveInfo> {
  const query = validateInput(PurchaseReceiptIdQuerySchema, { purchaseReceiptId });
  const { receiveInfo } = await withCatalogue(catalogue, () =>
    request(ReceiveInfoResponseSchema, '/purchase-receipt/receive-info', { query }),
  );
  return receiveInfo;
}

/** `PATCH /purchase-receipt/receive-info`: refused (RECEIVE_INFO_NOT_UPDATABLE) once shipping started. */
export async function updateReceiveInfo(purchaseReceiptId: string, receiveInfo: ReceiveInfoInput): Promise<ReceiveInfo> {
  const body = validateInput(ReceiveInfoUpdateInputSchema, { purchaseReceiptId, receiveInfo });
  const result = await withCatalogue(catalogue, () =>
    request(ReceiveInfoResponseSchema, '/purchase-receipt/receive-info', { method: 'PATCH', body }),
  );
  return result.receiveInfo;
}
