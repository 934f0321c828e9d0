import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

describe("the demo host's module preload hints", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'demo-host-'));
  mkdirSync(path.join(root, 'dist'));
  const manifest = path.join(root, 'dist', 'preload.json');
  const { app } = createDemoHost({ origin: 'http://localhost:4173', root });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const hinted = async () => {
    const page = await (await app.request('/selection/6c68449a9011c28cce28dba6/best')).text();
    return [...page.matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)"/g)].map((match) => match[1]);
  };

  it('follow a build written while the host runs, not the one it started with', async () => {
    expect(await hinted(), 'no build yet').toEqual([]);
    writeFileSync(manifest, JSON.stringify({ 'selection-best': ['chunks/selection-best-old.js'] }));
    expect(await hinted()).toEqual(['chunks/selection-best-old.js']);
    writeFileSync(manifest, JSON.stringify({ 'selection-best': ['chunks/selection-best-new.js', 'chunks/shared-new.js'] }));
    // A later write, as a rebuild makes it (the file system's clock may not have moved on in a test).
    utimesSync(manifest, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    expect(await hinted()).toEqual(['chunks/selection-best-new.js', 'chunks/shared-new.js']);
  });
});

describe("the demo host's server-rendered pages", () => {
  it("render for the page's own origin whatever the request's path holds (a path of two slashes names no other site)", async () => {
    const { sameOrigin } = await import('./ssr.ts');
    expect(sameOrigin('http://localhost:4173/ssr/selection/7?sort=CHEAP', 'https://shop.example')).toBe(
      'https://shop.example/ssr/selection/7?sort=CHEAP',
    );
    for (const target of ['http://localhost:4173//evil.example/ssr/selection/7', 'http://localhost:4173/\\evil.example/ssr/selection/7']) {
      expect(new URL(sameOrigin(target, 'https://shop.example')).origin).toBe('https://shop.example');
    }
  });
});
