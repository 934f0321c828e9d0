// Generated placeholder images, so the demo never reaches the outside network.

export const IMAGE_PATH_PREFIX = '/api/mock/selection/img/';
const MAX_SIDE = 4000;
const DEFAULT_SIDE = 600;

/** URL of a generated image served by this API (same origin as the API). */
export function imageUrl(name: string, width: number, height: number, label: string): string {
  const query = new URLSearchParams({ w: String(width), h: String(height), label });
  return `${IMAGE_PATH_PREFIX}${encodeURIComponent(name)}.svg?${query.toString()}`;
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
