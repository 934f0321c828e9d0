/**
 * The build targets of the supported floor (`.browserslistrc`), in the form Vite's `build.target`
 * takes them (`safari16.4`, `chrome125`, …). The JavaScript is lowered to them, and the CSS too:
 * Vite hands the same targets (`build.cssTarget` defaults to `build.target`) to Lightning CSS, which
 * minifies the widgets' stylesheets and rewrites what the floor cannot read (nesting, new colour
 * syntax) or prefixes it.
 */
import { getAllVersions } from 'baseline-browser-mapping';
import browserslist from 'browserslist';

/** Browserslist's names for the engines the build tools know, for browsers numbered as those engines are. */
const ENGINE: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

type Release = { browser: string; version: string; engine_version?: string };

/** Samsung Internet numbers its releases on its own; each one's Chromium comes from the Baseline mapping. */
function samsungChromium(version: string): number {
  const releases = getAllVersions({ includeDownstreamBrowsers: true, outputFormat: 'array', suppressWarnings: true }) as Release[];
  const found = releases.find((entry) => entry.browser === 'samsunginternet_android' && Number(entry.version) === Number(version));
  if (!found?.engine_version) throw new Error(`browser targets: no Chromium version known for Samsung Internet ${version}`);
  return Number(found.engine_version);
}

/** `18.5-18.7` → 18.5: a range's lowest version. */
const lowest = (version: string): number => Number(version.split('-')[0]);

/**
 * The oldest version of each engine in the floor. A browser the build tools cannot name fails the
 * build rather than being left out unnoticed.
 */
export function browserTargets(query: string | readonly string[] | undefined = undefined): string[] {
  const oldest = new Map<string, number>();
  const keep = (engine: string, version: number) => {
    const known = oldest.get(engine);
    if (known === undefined || version < known) oldest.set(engine, version);
  };
  for (const entry of browserslist(query as string | string[] | undefined)) {
    const [name = '', version = ''] = entry.split(' ');
    if (name === 'samsung') keep('chrome', samsungChromium(version));
    else if (ENGINE[name]) keep(ENGINE[name], lowest(version));
    else throw new Error(`browser targets: the build has no target for "${entry}" (.browserslistrc)`);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort();
}
