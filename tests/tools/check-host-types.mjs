/** Compiles a host page's use of dist/selection-widgets.d.ts, so the published types stay usable. */
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  process.execPath,
  ['node_modules/typescript/bin/tsc', '--ignoreConfig', '--noEmit', '--strict', '--lib', 'es2022,dom', '--module', 'esnext', '--moduleResolution', 'bundler', '--allowImportingTsExtensions', '--types', '', 'tests/host-types/host-usage.ts'],
  { stdio: 'inherit' },
);
if (result.status === 0) console.log('host types: dist/selection-widgets.d.ts compiles for a host page');
process.exit(result.status ?? 1);
