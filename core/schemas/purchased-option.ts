/** Changing the option of a purchased product (SPEC §5, §8). */
import * as v from 'valibot';
import { optionChangeMessages } from '../messages/purchase.ts';
import { PurchaseInfoSchema } from './purchase.ts';

/** SPEC §8: every refusal of an option change, as server codes. */
export const OPTION_CHANGE_ERROR_CODES = [
  'NOT_ORDER_CHECKING',
  'ITEM_DELETED',
  'SELLING_STOPPED',
  'SOLD_OUT',
  'SAME_OPTION',
  'NOT_ENOUGH_STOCK',
  'NOT_BUYER',
  'ORDER_NOT_FOUND',
  'WRONG_COUNT',
] as const;
export type OptionChangeErrorCode = (typeof OPTION_CHANGE_ERROR_CODES)[number];

/** Why `can-change` says no before anything is chosen (the rest need a chosen option). */
export const OPTION_CHANGE_BLOCK_REASONS = ['NOT_ORDER_CHECKING', 'ITEM_DELETED', 'SELLING_STOPPED', 'SOLD_OUT'] as const;
export type OptionChangeBlockReason = (typeof OPTION_CHANGE_BLOCK_REASONS)[number];

/** A purchasable option of a product: one value per option group, in group order. */
export const ItemOptionSchema = v.object({
  optionId: v.string(),
  /** e.g. `['블랙', '270']` for groups `['색상', '사이즈']`. */
  values: v.array(v.string()),
  optionName: v.string(),
  stock: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Added to the unit price, in won. */
  extraPrice: v.number(),
});

/** `GET /p-info/{id}/can-change-purchased-option` */
export const CanChangePurchasedOptionSchema = v.object({
  canChange: v.boolean(),
  reason: v.nullable(v.picklist(OPTION_CHANGE_BLOCK_REASONS)),
  purchasedCount: v.number(),
  currentOptionId: v.nullable(v.string()),
  optionGroups: v.array(v.string()),
  options: v.array(ItemOptionSchema),
});

/** Body of `PATCH /p-info/{id}/change-purchased-option`; the count must equal the purchased count. */
export const ChangePurchasedOptionInputSchema = v.object({
  optionId: v.pipe(v.string(), v.trim(), v.nonEmpty(optionChangeMessages.optionRequired)),
  count: v.pipe(v.number(), v.integer(optionChangeMessages.countInvalid), v.minValue(1, optionChangeMessages.countInvalid)),
});

/** The purchase whose option changes: an id, checked before it goes into the call's path. */
export const PurchaseInfoIdInputSchema = v.object({ pInfoId: v.pipe(v.string(), v.trim(), v.nonEmpty()) });

export const ChangePurchasedOptionResultSchema = v.object({ pInfo: PurchaseInfoSchema });

export type ItemOption = v.InferOutput<typeof ItemOptionSchema>;
export type CanChangePurchasedOption = v.InferOutput<typeof CanChangePurchasedOptionSchema>;
export type ChangePurchasedOptionInput = v.InferOutput<typeof ChangePurchasedOptionInputSchema>;
export type ChangePurchasedOptionResult = v.InferOutput<typeof ChangePurchasedOptionResultSchema>;
