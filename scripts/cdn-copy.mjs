/**
 * Copies the bundle a CDN serves (the loader, its chunks and assets, without source maps) to
 * dist/cdn/<version>/, an immutable path to upload once per release and cache forever:
 * `<script type="module" src="https://cdn.example.com/selection-widgets/0.1.0/selection-widgets.js">`.
 * The chunks are imported relative to the loader, so the folder works wherever it is served from;
 * preload.json beside it names each element's chunks, relative to the loader too.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const target = `dist/cdn/${version}`;
rmSync('dist/cdn', { recursive: true, force: true });
for (const entry of ['selection-widgets.js', 'preload.json', 'chunks', 'assets'].filter((name) => existsSync(`dist/${name}`))) {
  cpSync(`dist/${entry}`, `${target}/${entry}`, { recursive: true, force: true, filter: (source) => !source.endsWith('.map') });
}
console.log(`cdn: ${target}/selection-widgets.js`);
