import { SourceMap } from 'node:module';
import { describe, expect, it } from 'vitest';
import { attribute, framePart, meanParts, partOfSource, type CallFrame, type Profile } from '../bench/profile-parts.mjs';

const frame = (functionName: string, url = ''): CallFrame => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
const PAGE = 'http://localhost:4193/selection/1';

/**
 * A call tree as V8 records one: the root; a loader function (a built file) calling `fetch` (a
 * browser call, no URL); React rendering; the host page's script; and the samples outside
 * JavaScript (`(program)`, `(garbage collector)`) and idle.
 */
const nodes: Profile['nodes'] = [
  { id: 1, callFrame: frame('(root)'), children: [2, 4, 6, 7, 8, 9] },
  { id: 2, callFrame: frame('boot', 'http://localhost:4193/dist/selection-widgets.js'), children: [3] },
  { id: 3, callFrame: frame('fetch') },
  { id: 4, callFrame: frame('performWorkOnRoot', 'http://localhost:4193/dist/chunks/react-1.js'), children: [5] },
  { id: 5, callFrame: frame('createElement') },
  { id: 6, callFrame: frame('update', 'http://localhost:4193/demo/demo-host.js') },
  { id: 7, callFrame: frame('(program)') },
  { id: 8, callFrame: frame('(garbage collector)') },
  { id: 9, callFrame: frame('(idle)') },
];
const partOf = ({ url }: CallFrame): string =>
  url === PAGE ? 'own' : url.includes('/demo/') ? 'host' : url.includes('/chunks/react') ? 'react' : 'own';

/** Samples with their time since the one before (µs), from t = 1,000 µs: each lasts until the next. */
function profileOf(samples: [node: number, delta: number][]): Profile {
  return {
    nodes,
    startTime: 1_000,
    endTime: 1_000 + samples.reduce((sum, [, delta]) => sum + delta, 0),
    samples: samples.map(([node]) => node),
    timeDeltas: samples.map(([, delta]) => delta),
  };
}

describe('profile parts: where a page’s main-thread time goes (profile.mjs)', () => {
  it('counts each sample until the next to the part of its frame, a browser call to its caller’s, and leaves idle time out', () => {
    const profile = profileOf([
      [2, 0], // boot: 1,000 ms until the fetch sample
      [3, 1_000_000], // fetch, called by boot: 2,000 ms
      [4, 2_000_000], // React: 500 ms
      [5, 500_000], // createElement, called by React: 250 ms
      [6, 250_000], // host: 100 ms
      [7, 100_000], // (program): 300 ms
      [9, 300_000], // idle: 50 ms, not counted
      [8, 50_000], // (garbage collector): 20 ms
      [1, 20_000], // the last sample lasts nothing
    ]);
    expect(attribute(profile, { partOf })).toEqual({ own: 3000, react: 750, host: 100, outside: 320 });
  });

  it('counts each sample as far as it lies between `from` and `to`', () => {
    // Samples at 1,000, 2,000, 3,000, 4,000 and 5,000 µs, each lasting until the next.
    const profile = profileOf([
      [2, 0],
      [4, 1_000],
      [6, 1_000],
      [7, 1_000],
      [7, 1_000],
    ]);
    expect(attribute(profile, { from: 1_500, to: 3_500, partOf })).toEqual({ own: 0.5, react: 1, host: 0.5 });
  });

  it('gives a browser call that no script made (its caller is the root) its own part', () => {
    const profile: Profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2] },
        { id: 2, callFrame: frame('requestAnimationFrame') },
      ],
      startTime: 0,
      endTime: 2_000,
      samples: [2, 1],
      timeDeltas: [0, 2_000],
    };
    expect(attribute(profile, { partOf })).toEqual({ other: 2 });
  });

  it('takes the mean of each part over loads, a part a load lacks counting 0 there', () => {
    expect(meanParts([{ own: 10, react: 4 }, { own: 20 }])).toEqual({ own: 15, react: 2 });
  });

  it('counts a frame to its part by where its script came from, and a built file’s by its source map', () => {
    const page = 'http://localhost:4193/floor-react/review/1?tab=1';
    // As a chunk's map starts: an empty first line (the chunk's banner), then React DOM from column 0 and a widget from column 10.
    const map = new SourceMap({
      version: 3,
      file: 'shared-1.js',
      sources: ['../../node_modules/react-dom/cjs/react-dom-client.production.js', '../../widgets/ui/product-card.tsx'],
      sourcesContent: [],
      sourceRoot: '',
      names: [],
      mappings: ';AAAA,UCAA',
    });
    const maps: Record<string, SourceMap> = { 'dist/chunks/shared-1.js': map, 'dist/chunks/react-1.js': map };
    const partOfFrame = framePart(page, (file: string) => maps[file]);
    const at = (url: string, lineNumber: number, columnNumber: number) => partOfFrame({ functionName: 'f', url, lineNumber, columnNumber });
    expect(at(page, 3, 0)).toBe('own');
    expect(at('http://localhost:4193/demo/demo-host.js', 0, 0)).toBe('host');
    expect(at('http://localhost:4193/bench/floor-react.js', 0, 0)).toBe('react');
    expect(at('http://localhost:4193/dist/chunks/shared-1.js', 1, 4)).toBe('react');
    expect(at('http://localhost:4193/dist/chunks/shared-1.js', 1, 12)).toBe('own');
    // The banner line maps to no source: the chunk's name decides.
    expect(at('http://localhost:4193/dist/chunks/shared-1.js', 0, 3)).toBe('own');
    expect(at('http://localhost:4193/dist/chunks/react-1.js', 0, 3)).toBe('react');
    expect(at('http://localhost:4193/elsewhere.js', 0, 0)).toBe('other');
    expect(() => at('http://localhost:4193/dist/selection-widgets.js', 0, 0)).toThrow(/no source map for dist\/selection-widgets.js/);
  });

  it('names React’s own packages as React, and everything else the widgets ship as their own', () => {
    expect(partOfSource('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(partOfSource('../../node_modules/scheduler/cjs/scheduler.production.js')).toBe('react');
    expect(partOfSource('../../node_modules/react/cjs/react.production.js')).toBe('react');
    expect(partOfSource('../../node_modules/@r2wc/react-to-web-component/dist/react-to-web-component.js')).toBe('own');
    expect(partOfSource('../../node_modules/valibot/dist/index.mjs')).toBe('own');
    expect(partOfSource('../../widgets/ui/shadow-styles.tsx')).toBe('own');
  });
});
