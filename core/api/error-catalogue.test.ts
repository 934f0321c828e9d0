import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { errorMessages } from '../messages/errors.ts';
import { cartMessages } from '../messages/cart.ts';
import { pcccMessages } from '../messages/pccc.ts';
import { optionChangeMessages } from '../messages/purchase.ts';
import { sellerMessages } from '../messages/seller.ts';
import { OPTION_CHANGE_ERROR_CODES } from '../schemas/purchased-option.ts';
import { PCCC_ERROR_CODES } from '../schemas/pccc.ts';
import { SELLER_ERROR_CODES } from '../schemas/seller.ts';
import { CART_ERROR_CODES } from '../schemas/cart.ts';
import { applyCatalogue, toQueryParams } from './error-catalogue.ts';

const httpError = (status: number, code: string, serverMessage?: string) =>
  new ApiError({ kind: 'http', status, code, message: 'general', serverMessage });

describe('applyCatalogue', () => {
  it.each(OPTION_CHANGE_ERROR_CODES)('option change %s shows its own message', (code) => {
    const mapped = applyCatalogue(httpError(409, code), optionChangeMessages);
    expect(mapped).toMatchObject({ code, status: 409, message: optionChangeMessages.errors[code] });
  });

  it.each(PCCC_ERROR_CODES)('customs code %s shows its own message', (code) => {
    expect(applyCatalogue(httpError(422, code), pcccMessages).message).toBe(pcccMessages.errors[code]);
  });

  it.each(SELLER_ERROR_CODES)('seller %s shows its own message', (code) => {
    expect(applyCatalogue(httpError(400, code), sellerMessages).message).toBe(sellerMessages.errors[code]);
  });

  it.each(CART_ERROR_CODES)('cart %s shows its own message', (code) => {
    expect(applyCatalogue(httpError(403, code), cartMessages).message).toBe(cartMessages.errors[code]);
  });

  it('the over-500 welcome message is the spec sentence', () => {
    expect(applyCatalogue(httpError(400, 'AUTO_REPLY_TOO_LONG'), sellerMessages).message).toBe(
      '환영인사말은 500자 이상 작성할 수 없습니다.',
    );
  });

  it('an unknown refusal shows the domain default and keeps the server message', () => {
    const mapped = applyCatalogue(httpError(400, 'SOMETHING_NEW', '서버 메시지'), pcccMessages);
    expect(mapped).toMatchObject({ message: pcccMessages.default, serverMessage: '서버 메시지', code: 'SOMETHING_NEW' });
  });

  it('a 403 without a domain code keeps "이용 권한이 없어요." and 5xx keeps the temporary message', () => {
    const forbidden = new ApiError({ kind: 'http', status: 403, code: 'FORBIDDEN', message: errorMessages.forbidden });
    expect(applyCatalogue(forbidden, sellerMessages).message).toBe('이용 권한이 없어요.');
    const broken = new ApiError({
      kind: 'http',
      status: 500,
      code: 'X',
      message: errorMessages.temporary,
      hint: errorMessages.contactSupport,
    });
    expect(applyCatalogue(broken, sellerMessages)).toBe(broken);
  });

  it("a failing server's known code shows its domain message and keeps the contact-support hint; a refusal has none", () => {
    const code = PCCC_ERROR_CODES[0];
    const failing = new ApiError({ kind: 'http', status: 503, code, message: errorMessages.temporary, hint: errorMessages.contactSupport });
    expect(applyCatalogue(failing, pcccMessages)).toMatchObject({ message: pcccMessages.errors[code], hint: errorMessages.contactSupport });
    const refused = new ApiError({ kind: 'http', status: 400, code, message: errorMessages.temporary, hint: errorMessages.contactSupport });
    expect(applyCatalogue(refused, pcccMessages)).toMatchObject({ message: pcccMessages.errors[code], hint: undefined });
  });

  it('input, network and malformed-response errors pass through unchanged', () => {
    for (const kind of ['invalid-input', 'network', 'invalid-response'] as const) {
      const error = new ApiError({ kind, code: 'SAME_OPTION', message: 'kept' });
      expect(applyCatalogue(error, optionChangeMessages)).toBe(error);
    }
  });
});

describe('toQueryParams', () => {
  it('joins lists with commas and leaves out absent values', () => {
    expect(toQueryParams({ processList: ['SHIPPING', 'REFUNDED'], limit: 20, searchAfter: undefined, on: true })).toEqual({
      processList: 'SHIPPING,REFUNDED',
      limit: 20,
      on: true,
    });
  });
});
