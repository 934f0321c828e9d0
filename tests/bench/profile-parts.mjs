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
 * caller that has one (`other` where none has: the browser called it); a sample outside JavaScript (parsing and compiling, style, layout, paint,
 * garbage collection) counts as `outside`; idle time is not counted. A sample lasts until the next
 * one.
 */
export function attribute(profile, { from = -Infinity, to = Infinity, partOf }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const partOfNode = new Map();
  const part = (id) => {
    if (partOfNode.has(id)) return partOfNode.get(id);
    const { callFrame } = nodes.get(id);
    let found;
    if (OUTSIDE.has(callFrame.functionName) && !callFrame.url) found = 'outside';
    else if (NOT_COUNTED.has(callFrame.functionName) && !callFrame.url) found = undefined;
    else if (callFrame.url) found = partOf(callFrame);
    else {
      const caller = parents.get(id);
      found = caller === undefined || nodes.get(caller).callFrame.functionName === '(root)' ? 'other' : part(caller);
    }
    partOfNode.set(id, found);
    return found;
  };
  const parts = {};
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const lasts = profile.timeDeltas[index + 1] ?? 0;
    if (time < from || time > to) return;
    const name = part(id);
    if (name !== undefined) parts[name] = (parts[name] ?? 0) + lasts / 1000;
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
