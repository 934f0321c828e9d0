/**
 * The architecture as rules a machine checks (`npm run lint:deps`, part of `npm test`).
 * See ARCHITECTURE.md "Layers" and "Design updates". Arrows only point down:
 *
 *   loader  →  widgets  →  bridge  →  core          demo-host: public entries, core's contract
 *   server  ↗  (selection-widgets/server renders the widgets; no bundle for the browser imports it)
 *
 * and inside core, from the top:
 *
 *   actions, stores  →  api  →  cache  →  http  →  config, page slots (core/*.ts)
 *     →  domain, validators  →  schemas, storage  →  messages
 *
 * Tests (`*.test.ts(x)`) and test support (tests/, demo-host/api/testing.ts) may import what they
 * need: they are not part of any bundle. They still may not form cycles.
 */

/** core's folders (and its root files as `.`), lowest first; a level may import its own and lower ones. */
const CORE_LEVELS = [
  ['messages'],
  ['schemas', 'storage'],
  ['domain', 'validators'],
  ['.'],
  ['http'],
  ['cache'],
  ['api'],
  ['actions', 'stores'],
];

const TEST = '\\.test\\.tsx?$';
const corePath = (folder) => (folder === '.' ? '^core/[^/]+\\.ts$' : `^core/${folder}/`);
const anyOf = (folders) => folders.map(corePath).join('|');

const coreOrder = CORE_LEVELS.slice(0, -1).map((level, index) => ({
  name: `core-order-${level.join('-').replace('.', 'root')}`,
  comment: `core/${level.join(', core/')} may import only its own level and lower ones (core's order, ARCHITECTURE.md)`,
  severity: 'error',
  from: { path: anyOf(level), pathNot: TEST },
  to: { path: anyOf(CORE_LEVELS.slice(index + 1).flat()) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A cycle makes two modules one; split or move what they share. Cycles made only of type imports ' +
        "(erased at build; the reference API's seed parts and its state types) are not counted.",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core-is-the-bottom',
      comment: 'core/ never imports bridge/, widgets/, loader/ or demo-host/.',
      severity: 'error',
      from: { path: '^core/', pathNot: TEST },
      to: { path: '^(bridge|widgets|loader|demo-host)/' },
    },
    {
      name: 'core-has-no-react',
      comment: 'core/ is framework-free.',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['npm', 'npm-dev'], path: '(^|/)node_modules/(react|react-dom|@nanostores/react|@r2wc/[^/]+|swiper)/' },
    },
    {
      name: 'bridge-below-widgets',
      comment: 'bridge/ may import core/ only.',
      severity: 'error',
      from: { path: '^bridge/', pathNot: TEST },
      to: { path: '^(widgets|loader|demo-host)/' },
    },
    {
      name: 'widgets-below-loader',
      comment: 'widgets/ import core/ and bridge/, never the loader or the demo host.',
      severity: 'error',
      from: { path: '^widgets/', pathNot: TEST },
      to: { path: '^(loader|demo-host)/' },
    },
    {
      name: 'widget-folders-apart',
      comment: "A widget never imports another widget's folder; shared pieces live in widgets/ui/.",
      severity: 'error',
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^widgets/', pathNot: ['^widgets/ui/', '^widgets/$1/'] },
    },
    {
      name: 'server-beside-loader',
      comment:
        'server/ (selection-widgets/server) renders the widgets on a server: it imports widgets/, bridge/ and core/, never ' +
        'the loader or the demo host, and nothing that runs in the browser imports it.',
      severity: 'error',
      from: { path: '^server/', pathNot: TEST },
      to: { path: '^(loader|demo-host)/' },
    },
    {
      name: 'nothing-in-the-browser-imports-the-server',
      comment: 'The browser bundles (core, bridge, widgets, loader) never import server/.',
      severity: 'error',
      from: { path: '^(core|bridge|widgets|loader)/', pathNot: TEST },
      to: { path: '^server/' },
    },
    {
      name: 'loader-above-all',
      comment: 'The loader is one file that reaches the widgets by dynamic import; it never imports the demo host.',
      severity: 'error',
      from: { path: '^loader/', pathNot: TEST },
      to: { path: '^demo-host/' },
    },
    {
      name: 'demo-host-is-a-host',
      comment:
        'The demo host is a consumer like any host page: its pages load the built bundle by script tag; its browser UI ' +
        'uses the public API entry (core/api/public.ts = selection-widgets/api); its server-rendered pages use the built ' +
        'server entry with its public types (server/types.ts = selection-widgets/server); its reference API shares the ' +
        'contract (core/schemas, core/messages, core/validators) and the business rules it enforces (core/domain).',
      severity: 'error',
      from: { path: '^demo-host/', pathNot: TEST },
      to: {
        path: '^(core|bridge|widgets|loader|server)/',
        pathNot: ['^core/(schemas|messages|domain|validators)/', '^core/api/public\\.ts$', '^server/types\\.ts$'],
      },
    },
    ...coreOrder,
    {
      name: 'production-code-never-imports-tests',
      comment: 'Test files and test support (tests/) are not part of any bundle.',
      severity: 'error',
      from: { path: '^(core|bridge|widgets|loader|server|demo-host)/', pathNot: [TEST, '^demo-host/api/testing\\.ts$'] },
      to: { path: [TEST, '^tests/'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every relative import resolves to a file (package imports are checked by tsc).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^[.]' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-demo|node_modules|test-results|tests/package/(app|hosts))/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
