/** SPEC §2: the first frame's template name picks template A, B or C; the rest are fallbacks. */
import { TEMPLATE_NAMES } from '../schemas/selection-frame.ts';
import type { SelectionFrame } from '../schemas/selection-frame.ts';

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
