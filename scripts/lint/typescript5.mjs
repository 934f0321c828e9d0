/**
 * Preload for the lint tools (ESLint with typescript-eslint, dependency-cruiser): they read
 * TypeScript through its JavaScript API, which TypeScript 7 (the native compiler this project
 * type-checks with) no longer has. They get the `typescript5` copy from devDependencies instead,
 * as vue-tsc does in the package job. Only lint processes load this file.
 */
import Module, { register } from 'node:module';

const TS = /^typescript(\/.*)?$/;
const swap = (request) => request.replace(TS, 'typescript5$1');

// require() (typescript-eslint, dependency-cruiser's version probe)
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, TS.test(request) ? swap(request) : request, ...rest);
};

// import() (dependency-cruiser's transpiler)
register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export function resolve(s, c, next) { return next(/^typescript(\\/.*)?$/.test(s) ? s.replace(/^typescript/, 'typescript5') : s, c); }`,
    ),
);
