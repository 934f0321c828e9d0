import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/errors.ts';
import { cartMessages } from '../messages/cart.ts';
import { loginMessages } from '../messages/login.ts';
import { pcccMessages } from '../messages/pccc.ts';
import { optionChangeMessages } from '../messages/purchase.ts';
import { maxQuantityFor, validateCartSelections, validateNewSelection, validateOptionOrder } from './cart.ts';
import { validateLogin } from './login.ts';
import { validateOptionChange } from './option-change.ts';
import { validatePcccForm } from './pccc.ts';
import { fromSchema } from './validation.ts';

describe('validateLogin', () => {
  it('asks for the email, then the password, in Korean', () => {
    const empty = validateLogin({ email: ' ', password: '' });
    expect(empty).toMatchObject({ ok: false, message: '이메일을 입력해주세요.' });
    expect(!empty.ok && empty.errors.map((error) => error.message)).toEqual([loginMessages.emailRequired, '비밀번호를 입력해주세요.']);
    expect(validateLogin({ email: ' a@b.c ', password: 'x' })).toEqual({ ok: true, value: { email: 'a@b.c', password: 'x' } });
  });
});

describe('cart validators', () => {
  const groups = ['색상', '사이즈'];

  it('options are chosen in order', () => {
    expect(validateOptionOrder(groups, [null, '270'])).toMatchObject({ ok: false, message: cartMessages.optionOrder });
    expect(validateOptionOrder(groups, ['블랙'])).toEqual({ ok: true, value: { chosen: ['블랙'], complete: false } });
    expect(validateOptionOrder(groups, ['블랙', '270'])).toEqual({ ok: true, value: { chosen: ['블랙', '270'], complete: true } });
    expect(validateOptionOrder([], [])).toEqual({ ok: true, value: { chosen: [], complete: true } });
  });

  it('a new selection must be complete, not a duplicate, within the maximum', () => {
    expect(validateNewSelection([], groups, ['블랙'], null)).toMatchObject({ ok: false, message: cartMessages.optionIncomplete });
    expect(validateNewSelection([], groups, [undefined, '270'], 'o1')).toMatchObject({ ok: false, message: cartMessages.optionOrder });
    expect(validateNewSelection([{ optionId: 'o1', quantity: 1 }], groups, ['블랙', '270'], 'o1')).toMatchObject({
      ok: false,
      message: cartMessages.duplicateOption,
    });
    expect(validateNewSelection([{ optionId: 'o1', quantity: 99 }], groups, ['블랙', '280'], 'o2')).toMatchObject({
      ok: false,
      message: '최대 99개까지 구매할 수 있어요.',
    });
    expect(validateNewSelection([{ optionId: 'o1', quantity: 1 }], groups, ['블랙', '280'], 'o2')).toEqual({
      ok: true,
      value: { optionId: 'o2', quantity: 1 },
    });
  });

  it('the list needs one selection, whole positive quantities, no duplicate, at most 99 in total', () => {
    expect(validateCartSelections([])).toMatchObject({ ok: false, message: cartMessages.selectionRequired });
    expect(validateCartSelections([{ optionId: 'a', quantity: 0 }])).toMatchObject({ ok: false, message: cartMessages.quantityInvalid });
    expect(
      validateCartSelections([
        { optionId: 'a', quantity: 1 },
        { optionId: 'a', quantity: 2 },
      ]),
    ).toMatchObject({ ok: false, message: cartMessages.duplicateOption });
    expect(
      validateCartSelections([
        { optionId: 'a', quantity: 50 },
        { optionId: 'b', quantity: 50 },
      ]),
    ).toMatchObject({ ok: false, message: cartMessages.maxQuantity(99) });
    expect(
      validateCartSelections([
        { optionId: 'a', quantity: 50 },
        { optionId: 'b', quantity: 49 },
      ]).ok,
    ).toBe(true);
    const failed = validateCartSelections([{ optionId: 'a', quantity: 1.5 }]);
    expect(!failed.ok && failed.errors[0]?.field).toBe('0.quantity');
  });

  it('a stepper may go up to what the others leave', () => {
    expect(
      maxQuantityFor(
        [
          { optionId: 'a', quantity: 40 },
          { optionId: 'b', quantity: 9 },
        ],
        1,
      ),
    ).toBe(59);
  });
});

describe('validateOptionChange', () => {
  const context = {
    canChange: true,
    reason: null,
    purchasedCount: 2,
    currentOptionId: 'o1',
    options: [
      { optionId: 'o1', values: ['a'], optionName: 'a', stock: 5, extraPrice: 0 },
      { optionId: 'o2', values: ['b'], optionName: 'b', stock: 1, extraPrice: 0 },
      { optionId: 'o3', values: ['c'], optionName: 'c', stock: 9, extraPrice: 0 },
    ],
  };

  it('the count must match the purchase and the option must differ', () => {
    expect(validateOptionChange(context, { optionId: 'o3', count: 1 })).toMatchObject({
      ok: false,
      message: optionChangeMessages.errors.WRONG_COUNT,
      errors: [{ code: 'WRONG_COUNT' }],
    });
    expect(validateOptionChange(context, { optionId: 'o1', count: 2 })).toMatchObject({
      ok: false,
      message: optionChangeMessages.errors.SAME_OPTION,
      errors: [{ code: 'SAME_OPTION' }],
    });
    expect(validateOptionChange(context, { optionId: 'o2', count: 2 })).toMatchObject({
      ok: false,
      errors: [{ code: 'NOT_ENOUGH_STOCK' }],
    });
    expect(validateOptionChange(context, { optionId: null, count: 2 })).toMatchObject({
      ok: false,
      message: optionChangeMessages.optionRequired,
    });
    expect(validateOptionChange(context, { optionId: 'zz', count: 2 })).toMatchObject({
      ok: false,
      message: optionChangeMessages.optionNotFound,
    });
    expect(validateOptionChange(context, { optionId: 'o3', count: 2 })).toEqual({ ok: true, value: { optionId: 'o3', count: 2 } });
  });

  it.each(['NOT_ORDER_CHECKING', 'ITEM_DELETED', 'SELLING_STOPPED', 'SOLD_OUT'] as const)(
    'a blocked purchase (%s) is refused with its message',
    (reason) => {
      expect(validateOptionChange({ ...context, canChange: false, reason }, { optionId: 'o3', count: 2 })).toMatchObject({
        ok: false,
        message: optionChangeMessages.errors[reason],
        errors: [{ code: reason }],
      });
    },
  );
});

describe('validatePcccForm', () => {
  it('checks the code format, the name, and the mobile number', () => {
    expect(validatePcccForm({ pccc: 'p123456789012', name: ' 민지 ', phone: '01012340001' })).toEqual({
      ok: true,
      value: { pccc: 'P123456789012', name: '민지', phone: '01012340001' },
    });
    expect(validatePcccForm({ pccc: 'P1234', name: '민지', phone: '010-1234-0001' })).toMatchObject({
      ok: false,
      message: pcccMessages.formatInvalid,
    });
    expect(validatePcccForm({ pccc: 'P123456789012', name: '', phone: '010-1234-0001' })).toMatchObject({
      ok: false,
      message: pcccMessages.nameRequired,
    });
    expect(validatePcccForm({ pccc: 'P123456789012', name: '민지', phone: '02-123-4567' })).toMatchObject({
      ok: false,
      message: pcccMessages.errors.PCCC_INVALID_PHONE_FORMAT,
      errors: [{ field: 'phone', code: 'PCCC_INVALID_PHONE_FORMAT' }],
    });
  });
});

describe('fromSchema', () => {
  it('says a rule’s own message, and for a rule without one the catalogue’s Korean, never valibot’s English', () => {
    const schema = v.object({
      page: v.pipe(v.number(), v.integer(), v.minValue(1)),
      name: v.pipe(v.string(), v.nonEmpty('이름을 입력해주세요.')),
    });
    const checked = fromSchema(schema, { page: 0, name: '' });
    expect(checked.ok || checked.errors).toEqual([
      { field: 'page', message: errorMessages.invalidInput },
      { field: 'name', message: '이름을 입력해주세요.' },
    ]);
    expect(fromSchema(schema, undefined)).toMatchObject({ ok: false, message: errorMessages.invalidInput });
  });
});
