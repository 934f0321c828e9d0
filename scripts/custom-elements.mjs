/**
 * Writes what hosts read besides the bundle: dist/custom-elements.json (the analyzer's manifest of
 * every element) and the TypeScript declarations generated from it and the source
 * (dist/selection-widgets.d.ts, dist/react.d.ts, dist/vue.d.ts), and HTML custom data for editors
 * (dist/vscode.html-custom-data.json). Fails when an element renders a
 * part or uses a custom property that its documentation does not list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { analyze, declarationsOf } from './manifest/analyze.mjs';
import { coverage } from './manifest/coverage.mjs';
import { vscodeCustomData } from './manifest/editor-data.mjs';
import { hostTypes } from './manifest/host-types.mjs';

const manifest = analyze();
mkdirSync('dist', { recursive: true });
writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
for (const [file, text] of Object.entries(hostTypes(manifest))) writeFileSync(`dist/${file}`, text);
writeFileSync('dist/vscode.html-custom-data.json', `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`);

let gaps = 0;
for (const row of coverage(manifest)) {
  for (const { name, files } of [...row.missingParts, ...row.missingProperties]) {
    gaps += 1;
    console.error(
      `custom-elements.json: <${row.tag}> renders ${name} (${files.join(', ')}) but does not document it (@csspart / @cssproperty)`,
    );
  }
}
console.log(
  `custom-elements.json: ${declarationsOf(manifest)
    .map((element) => `<${element.tagName}> ${element.cssParts.length} parts`)
    .join(', ')}`,
);
process.exit(gaps === 0 ? 0 : 1);
