import type { Provenance } from './provenance.mjs';

/* The figures each benchmark records (tests/bench/results/<name>.json), as results-page.mjs reads them. */

/** A ratio of medians with the spread of its pairs, and its 90% interval where the run measured one. */
export interface Ratio {
  ratio: number;
  min: number;
  max: number;
  low?: number;
  high?: number;
}
/** What every recorded result carries (provenance.mjs's `startRecord`); older results, the time alone. */
export interface Recorded {
  measuredAt: string;
  measuredOn?: Provenance;
}
/**
 * A first-card row: a page at one condition, its widget over the floor (the ratio itself), and the
 * other kinds. `ssr` is absent from runs made before the served pages were measured.
 */
export interface CardRow extends Ratio {
  page: string;
  condition: string;
  runs: number;
  reactFloor: Ratio;
  overReactFloor: Ratio;
  ssr?: Ratio & { serverShare?: number };
  baseline?: Ratio;
  /** Each kind's first cards, round by round (results.md shows ratios). */
  times?: Record<string, number[]>;
}
/** A sort change's row: the ratio over its runs, with their spread and no interval. */
export interface SortChangeRow {
  page: string;
  condition: string;
  runs?: number;
  ratio: number;
  min: number;
  max: number;
  baseline?: { ratio: number; min: number; max: number };
}
interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}
export interface LighthouseRow extends LighthouseFigures {
  page: string;
  lcpRatio: number;
  lcpOverReactFloor: number;
  floor: LighthouseFigures;
  reactFloor: LighthouseFigures & { lcpRatio: number };
  ssr?: LighthouseFigures & { lcpRatio: number };
  baseline?: { score: number; lcp: number; lcpOverReactFloor: number };
}
export interface FirstScreenResult extends Recorded {
  runs: number;
  lighthouseRuns: number;
  rows: (CardRow | SortChangeRow)[];
  lighthouse: LighthouseRow[];
}
export interface LongListResult extends Recorded {
  likes: number;
  rows: {
    build: string;
    elements: Record<string, number>;
    elementRatio10to1: number;
    likeMs: Record<string, number>;
    likeRatio210to21: number;
  }[];
}
interface Blocking {
  visitor: { blocking: number; longest: number };
  devtools: { blocking: number; longest: number };
}
export interface DevtoolsEffectResult extends Recorded {
  runs: number;
  rows: {
    page: string;
    ssr: Blocking;
    reactFloor: Blocking;
    firstCard: Record<'visitor' | 'devtools', Record<'widgetOverReactFloor' | 'reactFloorOverFloor' | 'ssrOverFloor', Ratio>>;
    /** Each kind's first cards in milliseconds, round by round. */
    cards?: Record<string, Record<'visitor' | 'devtools', number[]>>;
  }[];
}
/** Milliseconds per load by part (profile-parts.mjs): `own`, `react`, `outside`, `host`, and `other` where a load ran anything else. */
export type Parts = Partial<Record<'own' | 'react' | 'outside' | 'host' | 'other', number>>;
export interface ProfileResult extends Recorded {
  runs: number;
  samplingUs: number;
  rows: {
    page: string;
    widget: { card: number; parts: Parts };
    reactFloor: { card: number; parts: Parts };
  }[];
}
export interface BenchResults {
  firstScreen?: FirstScreenResult | undefined;
  longList?: LongListResult | undefined;
  devtoolsEffect?: DevtoolsEffectResult | undefined;
  profile?: ProfileResult | undefined;
}

export function when(result: Recorded): string;
export function goalRows(cards: CardRow[], lighthouseRows: LighthouseRow[]): string[][];
export function resultsPage(results: BenchResults): string;
