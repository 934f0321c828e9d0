/**
 * Constructed stylesheets follow the viewport's width in every engine: a sheet adopted by a new
 * shadow root after the width changed while no root used it, or by a root connected again, lays that
 * root out for the width it has now. WebKit kept the old width's media query results (see `sheetFor`).
 */
import { expect } from 'chai';
import { setViewport } from '../../tests/browser/engine.ts';
import { adopt, refreshSheets, sheetFor } from './shadow-styles.tsx';

let made = 0;

/** A stylesheet of its own (sheets are shared by CSS text): five columns, three up to 767 px. */
function gridCss(): string {
  made += 1;
  return `.grid-${made}{display:grid;grid-template-columns:repeat(5,1fr)}@media (max-width:767px){.grid-${made}{grid-template-columns:repeat(3,1fr)}}`;
}

/** A host in the page with an open shadow root holding one grid of `css`'s class. */
function rootWith(css: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const grid = document.createElement('div');
  grid.className = /\.(grid-\d+)/.exec(css)?.[1] ?? '';
  root.append(grid);
  adopt(root, sheetFor(css));
  return { host, root };
}

const columns = (root: ShadowRoot) => getComputedStyle(root.firstElementChild as Element).gridTemplateColumns.split(' ').length;

describe('shadow stylesheets across a change of width', () => {
  afterEach(async () => {
    document.body.replaceChildren();
    await setViewport(800, 600);
  });

  for (const [from, to, expected] of [
    [600, 1280, 5],
    [1280, 600, 3],
  ] as const) {
    it(`a new root adopting a sheet after the width went from ${from} to ${to} px lays out for ${to} px`, async () => {
      await setViewport(from, 800);
      const css = gridCss();
      const first = rootWith(css);
      expect(columns(first.root), `at ${from} px`).to.equal(expected === 5 ? 3 : 5);
      first.host.remove();
      await setViewport(to, 800);
      const second = rootWith(css);
      expect(columns(second.root), `at ${to} px`).to.equal(expected);
    });
  }

  it('a root connected again after the width changed lays out for the new width once its sheets are refreshed', async () => {
    await setViewport(600, 800);
    const { host, root } = rootWith(gridCss());
    expect(columns(root), 'at 600 px').to.equal(3);
    host.remove();
    await setViewport(1280, 800);
    document.body.append(host);
    refreshSheets(root);
    expect(columns(root), 'at 1280 px').to.equal(5);
    expect(root.adoptedStyleSheets, 'one sheet per CSS, the old one replaced').to.have.length(1);
  });
});
