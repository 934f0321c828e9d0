// ESLint: typescript-eslint's recommended rules, React's hooks rules and, for the code that runs in
// the shopper's browser, the supported floor (`.browserslistrc`) (`npm run lint:es`).
// Formatting is Prettier's (`npm run format:check`); no style rules here.
import './scripts/lint/typescript5.mjs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import floor from './scripts/lint/floor-apis.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-demo/',
      'dist-bench/',
      'test-results/',
      'playwright-report/',
      'tests/bench/results/',
      'tests/package/app/',
      'tests/package/hosts/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // React lives in widgets/ only (elsewhere a `use…` name is a test fixture, not a hook).
  { files: ['widgets/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: globals.browser },
    rules: {
      // Declaration merging into the DOM's event maps (bridge/events.ts) is an interface with one `extends`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_`-prefixed parameters and the rest siblings of a destructuring are deliberately unused.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // What runs in a shopper's browser: every Web and JavaScript API it calls must be in the floor, or
    // be called only behind an `if` that checks for it (with a fallback in the `else`).
    files: ['core/**/*.{ts,tsx}', 'bridge/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'loader/**/*.{ts,tsx}', 'demo-host/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { floor },
    rules: {
      'floor/apis': 'error',
      // The CSS files have stylelint's rule (stylelint.config.mjs); this is the same for CSS written in code.
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/(\\d|^)l?vh\\b/i]', 'TemplateElement[value.raw=/(\\d|^)l?vh\\b/i]'].map((selector) => ({
          selector,
          message: 'vh is taller than the view while iOS shows its toolbars: use dvh (a dialog) or svh',
        })),
      ],
    },
  },
  {
    // Node-side code: the demo server and reference API, scripts, build and test-runner configs, test tools.
    files: ['demo-host/**', 'scripts/**', 'tests/**', '*.{js,mjs,cjs,ts}', '**/*.test.{ts,tsx}'],
    ignores: ['demo-host/ui/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Tests feed and strip control characters on purpose (hostile input, terminal colours).
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.browser.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
    // chai asserts with property reads: `expect(x).to.be.true`.
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
