/** Legacy cart calls and the cart rules of SPEC §5. */
import * as v from 'valibot';
import { cartMessages } from '../messages/cart.ts';

/** SPEC §5 "a maximum quantity": the total of one product's selections in one add. */
export const MAX_CART_QUANTITY = 99;

export const CART_ERROR_CODES = [
  'SELF_ITEM_NOT_ALLOWED',
  'ITEM_NOT_FOUND',
  'OPTION_NOT_FOUND',
  'SOLD_OUT',
  'NOT_ENOUGH_STOCK',
  'FORBIDDEN_GOODS',
] as const;

/** One chosen option (null for a product without options) and how many. */
export const CartSelectionSchema = v.object({
  optionId: v.nullable(v.pipe(v.string(), v.nonEmpty())),
  quantity: v.pipe(v.number(), v.integer(cartMessages.quantityInvalid), v.minValue(1, cartMessages.quantityInvalid)),
});

/** The list rules of SPEC §5: at least one, no option twice, the total within the maximum. */
export const CartSelectionsSchema = v.pipe(
  v.array(CartSelectionSchema),
  v.minLength(1, cartMessages.selectionRequired),
  v.check((list) => new Set(list.map((selection) => selection.optionId)).size === list.length, cartMessages.duplicateOption),
  v.check(
    (list) => list.reduce((sum, selection) => sum + selection.quantity, 0) <= MAX_CART_QUANTITY,
    cartMessages.maxQuantity(MAX_CART_QUANTITY),
  ),
);

/** Body of `POST /api_base/cart/add`. */
export const CartAddInputSchema = v.object({
  storeItemId: v.pipe(v.string(), v.trim(), v.nonEmpty(cartMessages.storeItemRequired)),
  selections: CartSelectionsSchema,
});

/** `GET /api_base/cart/count`, and the answer of a cart add (the new count). */
export const CartCountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export type CartSelection = v.InferOutput<typeof CartSelectionSchema>;
export type CartAddInput = v.InferInput<typeof CartAddInputSchema>;
export type CartCount = v.InferOutput<typeof CartCountSchema>;
