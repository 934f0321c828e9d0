import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoHost } from './host.ts';

describe('the demo host serves text as a CDN would', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'demo-host-'));
  mkdirSync(path.join(root, 'dist-demo'));
  const css = `:root { color: #222; }\n${'.demo-card { margin: 0 auto; padding: 12px 16px; }\n'.repeat(200)}`;
  writeFileSync(path.join(root, 'dist-demo', 'demo-host.css'), css);
  const { app } = createDemoHost({ origin: 'http://localhost:4173', root });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const get = async (encodings: string) => {
    const response = await app.request('/demo/demo-host.css', { headers: { 'accept-encoding': encodings } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('in Brotli to a browser that takes it, with the length of what it sends', async () => {
    const { response, bytes } = await get('gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    // A length left from the file would keep the browser waiting for bytes that never come.
    expect(response.headers.get('content-length') ?? String(bytes.length)).toBe(String(bytes.length));
    expect(bytes.length).toBeLessThan(css.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(css);
  });

  it('in gzip to one that does not', async () => {
    const { response, bytes } = await get('gzip, deflate');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(bytes).toString()).toBe(css);
  });
});
