// vue-tsc on TypeScript 5's JavaScript compiler (the project's `typescript` is the native 7, which
// vue-tsc cannot drive): `node tests/package/vue-tsc.cjs -p <dir>`.
require('vue-tsc').run(require.resolve('typescript5/lib/tsc'));
