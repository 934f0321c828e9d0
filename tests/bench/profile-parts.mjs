/**
 * Where a page's main-thread time goes, from one of V8's sampling profiles (CDP's `Profiler.Profile`):
 * each sample's time counted to the part of the page that was running. profile.mjs records the
 * profiles; this reads them, and reads no file (the unit tests give it profiles of their own).
 */

/** V8's names for a sample that ran no script: the main thread busy outside JavaScript, or idle. */
const OUTSIDE = new Set(['(program)', '(garbage collector)']);
const NOT_COUNTED = new Set(['(idle)', '(root)']);

/**
 * Milliseconds of `profile` between `from` and `to` (the profile's clock, microseconds), by part:
 * `partOf(callFrame)` names the part of a frame that has a script's URL. A sample in a function
 * without one (a browser call such as `fetch` or `createElement`) counts to the part of the nearest
 * caller that has one (`other` where none has: the browser called it); a sample outside JavaScript
 * (parsing and compiling, style, layout, paint, garbage collection) counts as `outside`; idle time
 * is not counted. A sample lasts until the next one, and counts as far as it lies in the window.
 */
export function attribute(profile, { from = -Infinity, to = Infinity, partOf }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const partOfNode = new Map();
  const part = (id) => {
    if (partOfNode.has(id)) return partOfNode.get(id);
    const { callFrame } = nodes.get(id);
    const caller = parents.get(id);
    let found;
    if (callFrame.url) found = partOf(callFrame);
    else if (OUTSIDE.has(callFrame.functionName)) found = 'outside';
    else if (NOT_COUNTED.has(callFrame.functionName)) found = undefined;
    else if (caller === undefined || nodes.get(caller).callFrame.functionName === '(root)') found = 'other';
    else found = part(caller);
    partOfNode.set(id, found);
    return found;
  };
  const parts = {};
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const lasts = profile.timeDeltas[index + 1] ?? 0;
    const inWindow = Math.min(time + lasts, to) - Math.max(time, from);
    if (inWindow <= 0) return;
    const name = part(id);
    if (name !== undefined) parts[name] = (parts[name] ?? 0) + inWindow / 1000;
  });
  return parts;
}

/** The mean of each part over several loads' `attribute` figures (a part a load lacks counts 0 there). */
export function meanParts(loads) {
  const names = [...new Set(loads.flatMap((parts) => Object.keys(parts)))];
  return Object.fromEntries(names.map((name) => [name, loads.reduce((sum, parts) => sum + (parts[name] ?? 0), 0) / loads.length]));
}

/** React's own packages, as a build's source map names their files. */
const REACT = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

/**
 * The part a built file's original source belongs to: `react` for React's packages, `own` for
 * everything else the widgets ship (their code and the libraries they use).
 */
export const partOfSource = (source) => (REACT.test(source) ? 'react' : 'own');

/**
 * The part of a frame with a script's URL (`attribute`'s `partOf`), on the page at `pageUrl` as the
 * demo host serves the benchmark's pages:
 * - the page's own inline scripts: `own` (the React floor's script that sends the calls);
 * - `/demo/…`: `host`, the demo page's scripts;
 * - `/bench/…`: `react`, the React floor's bundle (React and its cards, no source map);
 * - `/dist/…`: the build, through `sourceMapOf(path)` (path without the leading slash; a
 *   `SourceMap` of node:module, whose lines and columns count from 0 as CDP's do): by its original
 *   source, or, where no source is mapped (a chunk's first line, the bundler's own wrappers), by the
 *   chunk's name (`chunks/react-…` is React's). A built file without a source map is an error: its
 *   time would be counted to the wrong part;
 * - anything else: `other`.
 */
export function framePart(pageUrl, sourceMapOf) {
  return ({ url, lineNumber, columnNumber }) => {
    if (url === pageUrl) return 'own';
    const { pathname } = new URL(url, pageUrl);
    if (pathname.startsWith('/demo/')) return 'host';
    if (pathname.startsWith('/bench/')) return 'react';
    if (!pathname.startsWith('/dist/')) return 'other';
    const file = pathname.slice(1);
    const map = sourceMapOf(file);
    if (!map) throw new Error(`bench: no source map for ${file} (npm run build writes one beside each file)`);
    const source = map.findEntry(lineNumber, columnNumber).originalSource;
    if (source) return partOfSource(source);
    return /\/chunks\/react-[^/]*$/.test(pathname) ? 'react' : 'own';
  };
}
