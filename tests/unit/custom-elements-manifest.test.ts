// The manifest and host types are generated in memory from the source, as the build does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: build scripts are plain JavaScript modules without declarations
import { analyze, declarationsOf, SHIPPED_MODULE } from '../../scripts/manifest/analyze.mjs';
// @ts-expect-error: build scripts are plain JavaScript modules without declarations
import { coverage, partsIn } from '../../scripts/manifest/coverage.mjs';
// @ts-expect-error: build scripts are plain JavaScript modules without declarations
import { hostTypes } from '../../scripts/manifest/host-types.mjs';

interface Item {
  name: string;
  description?: string;
  type?: { text: string };
}
interface Declaration {
  tagName: string;
  summary?: string;
  attributes: Item[];
  members: (Item & { attribute?: string })[];
  events: Item[];
  cssParts: Item[];
  cssProperties: Item[];
}
interface Coverage {
  tag: string;
  renderedParts: number;
  missingParts: { name: string }[];
  missingProperties: { name: string }[];
  unusedParts: string[];
  unusedProperties: string[];
}

const manifest = analyze();
const elements = declarationsOf(manifest) as Declaration[];

describe('custom-elements.json', () => {
  it('declares every element in the one shipped module, each with a summary', () => {
    expect(manifest.modules.map((module: { path: string }) => module.path)).toEqual([SHIPPED_MODULE]);
    expect(elements.map((element) => element.tagName)).toEqual([
      'selection-best',
      'selection-children',
      'selection-coupon',
      'selection-guide',
      'selection-home',
      'selection-story-list',
    ]);
    for (const element of elements) expect(element.summary, element.tagName).toMatch(/\S/);
  });

  it('types every event with its detail and ties every attribute to its property', () => {
    const home = elements.find((element) => element.tagName === 'selection-home');
    expect(home?.events.find((event) => event.name === 'selection-navigate')?.type?.text).toMatch(
      /^CustomEvent<\{ url: string; reason: 'item'/,
    );
    expect(home?.members).toContainEqual(expect.objectContaining({ name: 'largeId', attribute: 'large-id' }));
    for (const element of elements) {
      for (const event of element.events) expect(event.type?.text, `${element.tagName} ${event.name}`).toMatch(/^CustomEvent<\{.+\}>$/);
      expect(element.attributes.length, element.tagName).toBeGreaterThan(0);
    }
  });

  it('lists selection-error on every element: the loader sends it for any element whose code does not download', () => {
    for (const element of elements) {
      expect(
        element.events.map((event) => event.name),
        element.tagName,
      ).toContain('selection-error');
    }
  });

  it('documents every part an element renders and every --selection-* property its CSS uses, and nothing else', () => {
    const rows = coverage(manifest) as Coverage[];
    for (const row of rows) {
      expect(
        row.missingParts.map((part) => part.name),
        `${row.tag}: undocumented parts`,
      ).toEqual([]);
      expect(
        row.missingProperties.map((property) => property.name),
        `${row.tag}: undocumented custom properties`,
      ).toEqual([]);
      expect([...row.unusedParts, ...row.unusedProperties], `${row.tag}: documented but never rendered`).toEqual([]);
    }
    expect(rows.find((row) => row.tag === 'selection-home')?.renderedParts).toBeGreaterThan(60);
  });

  it('reports a rendered part or token that the documentation leaves out', () => {
    const thinned = structuredClone(manifest);
    const home = declarationsOf(thinned).find((element: Declaration) => element.tagName === 'selection-home') as Declaration;
    home.cssParts = home.cssParts.filter((part) => part.name !== 'vote-card--voted' && !part.name.startsWith('state--'));
    home.cssProperties = home.cssProperties.filter((property) => property.name !== '--selection-radius');
    const row = (coverage(thinned) as Coverage[]).find((entry) => entry.tag === 'selection-home');
    expect(row?.missingParts.map((part) => part.name)).toEqual(expect.arrayContaining(['vote-card--voted', 'state--loading', 'state--*']));
    expect(row?.missingProperties.map((property) => property.name)).toEqual(['--selection-radius']);
  });

  it('reads literal, conditional and template parts from JSX', () => {
    const source = `export const A = ({ on, kind }) => (<div part="a b"><i part={on ? 'c c--on' : 'c'} /><b part={\`d d--\${kind}\`} /><X part={kind} /></div>);`;
    expect([...partsIn('x.tsx', source)].sort()).toEqual(['a', 'b', 'c', 'c--on', 'd', 'd--*']);
  });

  it("reads a component's default for its part prop: a caller that gives none renders it", () => {
    const source = `export function Row({ label, part = 'row' }) { return <ul part={part} aria-label={label} />; }`;
    expect([...partsIn('x.tsx', source)]).toEqual(['row']);
  });
});

describe('host types', () => {
  const types = hostTypes(manifest) as Record<string, string>;

  it('carry every configuration option of core/config.ts and every event of bridge/events.ts', () => {
    const config = readFileSync('core/config.ts', 'utf8').match(/export interface Config \{([\s\S]*?)\n\}/)?.[1] ?? '';
    const options = [...config.matchAll(/^\s{2}(\w+):/gm)].map((match) => match[1]);
    expect(options.length).toBeGreaterThan(10);
    for (const option of options) expect(types['selection-widgets.d.ts'], option).toMatch(new RegExp(`\\n\\s+${option}: `));
    const events = [...readFileSync('bridge/events.ts', 'utf8').matchAll(/^\s{2}'(selection-[a-z-]+)':/gm)].map((match) => match[1]);
    for (const event of events) expect(types['selection-widgets.d.ts']).toContain(`'${event}': {`);
  });

  it('declare the tag map, the window API and the React and Vue element types', () => {
    const main = types['selection-widgets.d.ts'];
    for (const element of elements) expect(main).toMatch(new RegExp(`'${element.tagName}': \\w+Element;`));
    expect(main).toMatch(/interface WindowEventMap extends SelectionEvents/);
    expect(main).toMatch(/SelectionWidgets\?: /);
    expect(types['react.d.ts']).toMatch(
      /declare module 'react' \{\n\s+namespace JSX \{\n\s+interface IntrinsicElements \{\n\s+'selection-best'/,
    );
    expect(types['vue.d.ts']).toMatch(/declare module 'vue' \{\n\s+interface GlobalComponents \{\n\s+'selection-best'/);
  });
});
