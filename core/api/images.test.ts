import { describe, expect, it } from 'vitest';
import { imageMessages } from '../messages/image.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { uploadImage } from './images.ts';

const api = useContractApi();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('POST /img', () => {
  it('sends multipart (not JSON) and the image is served back byte for byte', async () => {
    await api.signIn('buyer1');
    let contentType: string | null = null;
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      contentType = new Headers(init?.headers).get('content-type');
      return original(input, init);
    };
    let result;
    try {
      result = await uploadImage(new File([PNG], 'photo.png', { type: 'image/png' }));
    } finally {
      globalThis.fetch = original;
    }
    // ofetch leaves a FormData body alone, so fetch writes the multipart boundary itself.
    expect(contentType).toBeNull();
    expect(result).toMatchObject({ size: PNG.length, mimeType: 'image/png' });
    const served = await fetch(`${api.running.origin}${result.imgUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('the server refuses what the client would, with the same codes', async () => {
    await api.signIn('buyer1');
    const token = (
      (await await fetch(`${api.running.origin}/api_base/auth/app/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'buyer1@example.com', password: 'selection1234' }),
      }).then((response) => response.json())) as { user: { auth: { access_token: string } } }
    ).user.auth.access_token;
    const send = async (form: FormData) => {
      const response = await fetch(`${api.running.origin}/api/img`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const text = new FormData();
    text.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    expect(await send(text)).toEqual({
      status: 400,
      body: { code: 'IMAGE_TYPE_NOT_ALLOWED', message: imageMessages.errors.IMAGE_TYPE_NOT_ALLOWED },
    });
    expect(await send(new FormData())).toEqual({
      status: 400,
      body: { code: 'IMAGE_REQUIRED', message: imageMessages.errors.IMAGE_REQUIRED },
    });
    const big = new FormData();
    big.append('file', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await send(big)).toEqual({ status: 413, body: { code: 'IMAGE_TOO_LARGE', message: imageMessages.errors.IMAGE_TOO_LARGE } });
  });

  it('refuses a wrong type or a too large file before uploading', async () => {
    await api.signIn('buyer1');
    api.running.hits.length = 0;
    expect(await failure(uploadImage(new File(['x'], 'a.txt', { type: 'text/plain' })))).toMatchObject({
      kind: 'invalid-input',
      code: 'IMAGE_TYPE_NOT_ALLOWED',
      message: imageMessages.errors.IMAGE_TYPE_NOT_ALLOWED,
    });
    expect((await failure(uploadImage(new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' })))).code).toBe(
      'IMAGE_TOO_LARGE',
    );
    expect(api.running.hits).toHaveLength(0);
  });

  it('needs a login, and a malformed answer is INVALID_RESPONSE', async () => {
    const file = new File([PNG], 'p.png', { type: 'image/png' });
    expect(await failure(uploadImage(file))).toMatchObject({ status: 401 });
    await api.signIn('buyer1');
    await api.malform(['POST /img']);
    expect((await failure(uploadImage(file))).code).toBe('INVALID_RESPONSE');
  });
});
