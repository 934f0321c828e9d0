/**
 * Stylelint: the widgets' and the demo host's CSS against the supported floor (`.browserslistrc`),
 * from MDN's browser-compat-data (`npm run lint:css`). A feature past the floor is allowed only
 * where it is an enhancement the floor can do without, with a disable comment that says so.
 *
 * The widgets' media queries ask one thing of the width, the phone query of
 * core/domain/list-layouts.ts (`max-width: 767px`) or its complement: their constructed stylesheets
 * are made again only when its answer changes (widgets/ui/shadow-styles.tsx), so another breakpoint
 * would read stale results in WebKit. `scripting` never changes in a page's life.
 *
 * No `vh`: on iOS it is the height with Safari's toolbars hidden, taller than what shows while they
 * are, so a dialog sized by it runs under them. A dialog's height follows the view (`dvh`); a page's
 * room keeps to the smallest view (`svh`), which does not change as the toolbars come and go.
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
        'unit-disallowed-list': [['vh'], { message: 'vh is taller than the view while iOS shows its toolbars: use dvh (a dialog) or svh' }],
      },
    },
  ],
};
