import type { Provenance } from './provenance.mjs';

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
/** A first-card row (with `reactFloor`), or a sort change's (without). */
export interface FirstCardRow extends Ratio {
  page: string;
  condition: string;
  reactFloor?: Ratio;
  overReactFloor?: Ratio;
  ssr?: Ratio & { serverShare?: number };
  baseline?: Ratio;
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
}
export interface FirstScreenResult extends Recorded {
  runs: number;
  lighthouseRuns: number;
  rows: FirstCardRow[];
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
  }[];
}
export interface BenchResults {
  firstScreen?: FirstScreenResult | undefined;
  longList?: LongListResult | undefined;
  devtoolsEffect?: DevtoolsEffectResult | undefined;
}

export function when(result: Recorded): string;
export function goalRows(cards: FirstCardRow[], lighthouseRows: LighthouseRow[]): string[][];
export function resultsPage(results: BenchResults): string;
