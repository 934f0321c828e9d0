/**
 * Stylelint: the widgets' and the demo host's CSS against the supported floor (`.browserslistrc`),
 * from MDN's browser-compat-data (`npm run lint:css`). A feature past the floor is allowed only
 * where it is an enhancement the floor can do without, with a disable comment that says so.
 */
export default {
  plugins: ['stylelint-browser-compat'],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  rules: {
    'plugin/browser-compat': true,
  },
};
