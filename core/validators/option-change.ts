/** SPEC §5 purchased-option change rules, checked before the call with the server's codes. */
import { optionChangeMessages } from '../messages/purchase.ts';
import type { CanChangePurchasedOption, ChangePurchasedOptionInput } from '../schemas/purchased-option.ts';
import { invalid, valid, type Validation } from './validation.ts';

const errors = optionChangeMessages.errors;

/**
 * `context` is the answer of `canChangePurchasedOption`. The count must equal the purchased count
 * and the option must differ from the current one; a blocked purchase or short stock is refused too.
 */
export function validateOptionChange(
  context: Pick<CanChangePurchasedOption, 'canChange' | 'reason' | 'purchasedCount' | 'currentOptionId' | 'options'>,
  input: { optionId: string | null | undefined; count: number },
): Validation<ChangePurchasedOptionInput> {
  if (!context.canChange && context.reason !== null) {
    return invalid([{ field: '', message: errors[context.reason], code: context.reason }]);
  }
  const optionId = input.optionId?.trim() ?? '';
  if (optionId === '') return invalid([{ field: 'optionId', message: optionChangeMessages.optionRequired }]);
  if (input.count !== context.purchasedCount) {
    return invalid([{ field: 'count', message: errors.WRONG_COUNT, code: 'WRONG_COUNT' }]);
  }
  if (optionId === context.currentOptionId) {
    return invalid([{ field: 'optionId', message: errors.SAME_OPTION, code: 'SAME_OPTION' }]);
  }
  const option = context.options.find((candidate) => candidate.optionId === optionId);
  if (!option) return invalid([{ field: 'optionId', message: optionChangeMessages.optionNotFound }]);
  if (option.stock < input.count) {
    return invalid([{ field: 'optionId', message: errors.NOT_ENOUGH_STOCK, code: 'NOT_ENOUGH_STOCK' }]);
  }
  return valid({ optionId, count: input.count });
}
