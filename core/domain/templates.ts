/** SPEC §2: the first frame's template name picks template A, B or C; the rest are fallbacks. */
import { TEMPLATE_NAMES } from '../schemas/selection-frame.ts';
import type { SelectionFrame } from '../schemas/selection-frame.ts';
import { PICK_SLIDER_MAX, PICK_SLIDER_MAX_PHONE } from './pick-paging.ts';

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export type HomeResolution =
  | { kind: 'no-frames' }
  | { kind: 'no-template-name' }
  | { kind: 'unknown-template'; templateName: string }
  | { kind: 'redirect'; parentId: string }
  | { kind: 'template'; template: TemplateName; large: SelectionFrame; node: SelectionFrame; chain: SelectionFrame[] };

export function resolveHome(chain: SelectionFrame[]): HomeResolution {
  const large = chain[0];
  if (!large) return { kind: 'no-frames' };
  const node = chain[chain.length - 1] ?? large;
  // A small3 node has no page of its own: its parent's page shows it.
  if (node.type === 'small3' && node.parentId) return { kind: 'redirect', parentId: node.parentId };
  const name = large.templateName?.trim();
  if (!name) return { kind: 'no-template-name' };
  if (!(TEMPLATE_NAMES as readonly string[]).includes(name)) return { kind: 'unknown-template', templateName: name };
  return { kind: 'template', template: name as TemplateName, large, node, chain };
}

/**
 * What each template shows and how (SPEC §2–§4), as data: the home reads these traits and never
 * the template's name, so a new template is one more row.
 */
export interface TemplateTraits {
  /** Main-banner autoplay delay in ms. */
  autoplayMs: number;
  /** How the categories are offered: round shortcuts or rows of tabs. */
  categories: 'circles' | 'tabs';
  /** A category level with many children opens a chooser instead of a long row of tabs. */
  lineChooser: boolean;
  /** Tabs of the pick categories above the pick row. */
  pickTabs: boolean;
  /** Most picks the row shows on a phone. */
  phonePicks: number;
  /** The pick row in its discovery style (sneakers). */
  discoveryPicks: boolean;
  /** The best-products row after the picks. */
  bestRow: boolean;
  /** The combined-shipping row after the product list. */
  bundleRow: boolean;
  /** The discovery and review tabs, with the review tab and the vote page (sneakers). */
  reviewSide: boolean;
  /** The product list offers "most reviews" as a sort. */
  reviewSort: boolean;
}

export const TEMPLATE_TRAITS: Readonly<Record<TemplateName, TemplateTraits>> = {
  A: {
    autoplayMs: 4000,
    categories: 'tabs',
    lineChooser: false,
    pickTabs: false,
    phonePicks: PICK_SLIDER_MAX,
    discoveryPicks: false,
    bestRow: false,
    bundleRow: true,
    reviewSide: false,
    reviewSort: true,
  },
  B: {
    autoplayMs: 3000,
    categories: 'circles',
    lineChooser: false,
    pickTabs: true,
    phonePicks: PICK_SLIDER_MAX_PHONE,
    discoveryPicks: false,
    bestRow: true,
    bundleRow: false,
    reviewSide: false,
    reviewSort: true,
  },
  C: {
    autoplayMs: 4000,
    categories: 'tabs',
    lineChooser: true,
    pickTabs: false,
    phonePicks: PICK_SLIDER_MAX,
    discoveryPicks: true,
    bestRow: false,
    bundleRow: false,
    reviewSide: true,
    reviewSort: false,
  },
};
