/** Changing the option of a purchased product (SPEC §5 rules, §8 errors). */
import { urlPart } from '../domain/url-part.ts';
import { request, validateInput } from '../http/client.ts';
import { optionChangeMessages } from '../messages/purchase.ts';
import {
  CanChangePurchasedOptionSchema,
  ChangePurchasedOptionInputSchema,
  ChangePurchasedOptionResultSchema,
  PurchaseInfoIdInputSchema,
  type CanChangePurchasedOption,
  type ChangePurchasedOptionInput,
} from '../schemas/purchased-option.ts';
import type { PurchaseInfo } from '../schemas/purchase.ts';
import { withCatalogue } from './error-catalogue.ts';

/** The call's path for `pInfoId`, checked first (an empty id, or none, is refused as the caller's input). */
const path = (pInfoId: string, action: string) =>
  `/p-info/${urlPart(validateInput(PurchaseInfoIdInputSchema, { pInfoId }).pInfoId)}/${action}`;

/** `GET /p-info/{id}/can-change-purchased-option`: whether a change is possible and the options to offer. */
export async function canChangePurchasedOption(pInfoId: string): Promise<CanChangePurchasedOption> {
  return withCatalogue(optionChangeMessages, () => request(CanChangePurchasedOptionSchema, path(pInfoId, 'can-change-purchased-option')));
}

/**
 * `PATCH /p-info/{id}/change-purchased-option`. The server enforces every rule (same option,
 * wrong count, stock…); run `validateOptionChange` first to refuse the obvious ones without a call.
 */
export async function changePurchasedOption(pInfoId: string, input: ChangePurchasedOptionInput): Promise<PurchaseInfo> {
  const body = validateInput(ChangePurchasedOptionInputSchema, input);
  const { pInfo } = await withCatalogue(optionChangeMessages, () =>
    request(ChangePurchasedOptionResultSchema, path(pInfoId, 'change-purchased-option'), { method: 'PATCH', body }),
  );
  return pInfo;
}
