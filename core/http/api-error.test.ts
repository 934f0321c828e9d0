/**
 * `toApiError` is the api entry's too: a host hands it failures from its own copies of valibot and
 * ofetch (another version, or the same one bundled apart from the package's), whose classes are not
 * the package's. It reads them by what they are, as it reads its own.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/errors.ts';
import { toApiError } from './api-error.ts';

/** An error class as another copy of its library defines it: its own class, the library's name and shape. */
function fromAnotherCopy(name: string, fields: Record<string, unknown>, message = 'x'): Error {
  const Copy = class extends Error {};
  const error = Object.assign(new Copy(message), fields);
  error.name = name;
  return error;
}

describe('toApiError', () => {
  it("reads a schema's refusal from the package's own valibot", () => {
    let refusal: unknown;
    try {
      v.parse(v.object({ a: v.string() }), {});
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(v.ValiError);
    expect(toApiError(refusal)).toMatchObject({ kind: 'invalid-response', code: 'INVALID_RESPONSE' });
  });

  it("reads them from a host's own copies of valibot and ofetch, not as a network failure", () => {
    const schemaRefusal = fromAnotherCopy('ValiError', { issues: [{ message: 'Invalid type' }] });
    expect(toApiError(schemaRefusal)).toMatchObject({
      kind: 'invalid-response',
      code: 'INVALID_RESPONSE',
      message: errorMessages.temporary,
    });
    const answer = new Response(null, { status: 404 });
    const httpFailure = fromAnotherCopy('FetchError', { response: answer, data: { code: 'ITEM_NOT_FOUND' } }, '[GET] "/api/x": 404');
    expect(toApiError(httpFailure)).toMatchObject({ kind: 'http', status: 404, code: 'ITEM_NOT_FOUND', message: errorMessages.notFound });
    const unanswered = fromAnotherCopy('FetchError', { response: undefined }, '[GET] "/api/x": <no response> fetch failed');
    expect(toApiError(unanswered)).toMatchObject({ kind: 'network', code: 'NETWORK', status: undefined });
  });
});
