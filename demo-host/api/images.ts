/**
 * Generated placeholder images, so the demo never reaches the outside network. The seed refers to
 * PNGs: a production API serves raster images (JPEG, WebP), which a browser decodes off the main
 * thread. An SVG `<img>` is a document of its own that the page's main thread lays out (9–13 ms per
 * labelled image without throttling, a long task at 4× CPU), and a flat SVG banner has too few
 * bytes per pixel to count for LCP; both made the demo measure something no real page has. The
 * drawing is one SVG (a pastel tile with its label), rasterized once per URL and kept in memory;
 * the SVG itself stays available under `.svg`.
 */
import sharp from 'sharp';

export const IMAGE_PATH_PREFIX = '/api/mock/selection/img/';
const MAX_SIDE = 4000;
const DEFAULT_SIDE = 600;
/** Rasterized images kept (a few KB each); the seed refers to a few hundred. */
const CACHE_LIMIT = 2000;

/** URL of a generated image served by this API (same origin as the API). */
export function imageUrl(name: string, width: number, height: number, label: string): string {
  const query = new URLSearchParams({ w: String(width), h: String(height), label });
  return `${IMAGE_PATH_PREFIX}${encodeURIComponent(name)}.png?${query.toString()}`;
}

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}

/** A pleasant pastel colour that is stable for a name. */
export function colourFor(name: string): { background: string; foreground: string } {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  const hue = Math.abs(hash) % 360;
  return { background: `hsl(${hue} 62% 86%)`, foreground: `hsl(${hue} 45% 24%)` };
}

export function parseSide(raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) return DEFAULT_SIDE;
  return Math.min(MAX_SIDE, Math.round(value));
}

export function renderSvg(name: string, width: number, height: number, label: string): string {
  const { background, foreground } = colourFor(name);
  const text = label.slice(0, 80);
  // Fit the label roughly: Hangul glyphs are about as wide as the font size.
  const fontSize = Math.max(10, Math.min(height * 0.16, (width * 0.85) / Math.max(4, text.length)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(text)}">`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    `<text x="50%" y="50%" fill="${foreground}" font-family="sans-serif" font-size="${fontSize.toFixed(1)}" font-weight="600" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

// One rasterization at a time: the demo host shares its machine with the browser it serves.
sharp.concurrency(1);
const rasterized = new Map<string, Promise<Buffer>>();

/** The same drawing as `renderSvg`, as a PNG; one rasterization per image, then from memory. */
export function renderPng(name: string, width: number, height: number, label: string): Promise<Buffer> {
  const key = JSON.stringify([name, width, height, label]);
  const cached = rasterized.get(key);
  if (cached) return cached;
  if (rasterized.size >= CACHE_LIMIT) rasterized.delete(rasterized.keys().next().value as string);
  const png = sharp(Buffer.from(renderSvg(name, width, height, label)))
    .png({ palette: true })
    .toBuffer();
  rasterized.set(key, png);
  // A failed rasterization is tried again on the next request, not served from the cache.
  png.catch(() => rasterized.delete(key));
  return png;
}
