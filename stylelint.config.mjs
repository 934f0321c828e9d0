/**
 * Stylelint: the widgets' and the demo host's CSS against the supported floor (`.browserslistrc`),
 * from MDN's browser-compat-data (`npm run lint:css`). A feature past the floor is allowed only
 * where it is an enhancement the floor can do without, with a disable comment that says so.
 *
 * The widgets' media queries ask one thing of the width, the phone query of
 * core/domain/list-layouts.ts (`max-width: 767px`) or its complement: their constructed stylesheets
 * are made again only when its answer changes (widgets/ui/shadow-styles.tsx), so another breakpoint
 * would read stale results in WebKit. `scripting` never changes in a page's life.
 */
export default {
  plugins: ['stylelint-browser-compat'],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  rules: {
    'plugin/browser-compat': true,
  },
  overrides: [
    {
      files: ['widgets/**/*.css'],
      rules: {
        'media-feature-name-allowed-list': ['max-width', 'min-width', 'prefers-reduced-motion', 'scripting'],
        'media-feature-name-value-allowed-list': { 'max-width': ['767px'], 'min-width': ['768px'] },
      },
    },
  ],
};
