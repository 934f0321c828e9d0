/** SPEC §5 cart rules: options chosen in order, no duplicate option, at least one selection, a maximum quantity. */
import { cartMessages } from '../messages/cart.ts';
import { CartSelectionsSchema, MAX_CART_QUANTITY, type CartSelection } from '../schemas/cart.ts';
import { fromSchema, invalid, valid, type Validation } from './validation.ts';

export { MAX_CART_QUANTITY };

/** A choice per option group so far; unchosen groups are null or missing. */
export type OptionChoices = readonly (string | null | undefined)[];

/**
 * Options are chosen in group order (colour before size): a later group may not be chosen while
 * an earlier one is open. Answers the choices made and whether every group is chosen.
 */
export function validateOptionOrder(
  optionGroups: readonly string[],
  choices: OptionChoices,
): Validation<{ chosen: string[]; complete: boolean }> {
  const chosen: string[] = [];
  for (let index = 0; index < optionGroups.length; index += 1) {
    const choice = choices[index];
    if (choice === null || choice === undefined || choice === '') {
      const later = choices.slice(index + 1).some((value) => value !== null && value !== undefined && value !== '');
      if (later) return invalid([{ field: String(index), message: cartMessages.optionOrder }]);
      return valid({ chosen, complete: false });
    }
    chosen.push(choice);
  }
  return valid({ chosen, complete: true });
}

/** A finished choice may become a new selection only if it is complete and not selected yet. */
export function validateNewSelection(
  existing: readonly CartSelection[],
  optionGroups: readonly string[],
  choices: OptionChoices,
  optionId: string | null,
): Validation<CartSelection> {
  const order = validateOptionOrder(optionGroups, choices);
  if (!order.ok) return order;
  if (!order.value.complete) return invalid([{ field: String(order.value.chosen.length), message: cartMessages.optionIncomplete }]);
  if (existing.some((selection) => selection.optionId === optionId)) {
    return invalid([{ field: 'optionId', message: cartMessages.duplicateOption }]);
  }
  const total = existing.reduce((sum, selection) => sum + selection.quantity, 0);
  if (total + 1 > MAX_CART_QUANTITY) return invalid([{ field: 'quantity', message: cartMessages.maxQuantity(MAX_CART_QUANTITY) }]);
  return valid({ optionId, quantity: 1 });
}

/** The whole list before `addToCart`: the same schema the server applies. */
export function validateCartSelections(selections: readonly CartSelection[]): Validation<CartSelection[]> {
  return fromSchema(CartSelectionsSchema, selections);
}

/** Highest quantity one selection may take given the others, for a stepper's upper bound. */
export function maxQuantityFor(selections: readonly CartSelection[], index: number): number {
  const others = selections.reduce((sum, selection, at) => (at === index ? sum : sum + selection.quantity), 0);
  return Math.max(0, MAX_CART_QUANTITY - others);
}
