/**
 * A reading call refused with a code the product does not know (a server in front of the API, a
 * release ahead of this one) says the temporary message, not the default of an action's catalogue.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure } from '../config.ts';
import { errorMessages } from '../messages/errors.ts';
import { failure } from '../../tests/support/contract-harness.ts';
import { getCartCount } from './legacy-storefront.ts';

const refusing = createServer((_request, response) => {
  response.writeHead(409, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'SOMETHING_NEW', message: '' }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  configure({ legacyApiBase: `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/api_base` });
});
afterAll(async () => {
  configure({ legacyApiBase: null });
  await new Promise((resolve) => refusing.close(resolve));
});

describe('a reading call refused with a code it does not know', () => {
  it('says the temporary message: the cart count is no failed add to the cart', async () => {
    const error = await failure(getCartCount());
    expect(error).toMatchObject({ status: 409, code: 'SOMETHING_NEW', message: errorMessages.temporary });
  });
});
