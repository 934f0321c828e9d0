/** The category navigation's view of a selection's flat frame list (SPEC §2: up to four levels). */
import type { SelectionFrame } from '../schemas/selection-frame.ts';

export const NAV_DEPTH = 4;
/** A category with this many children gets the sneakers "line" chooser instead of a tab row. */
export const LINE_CHOOSER_THRESHOLD = 14;

export interface CategoryTree {
  large: SelectionFrame | undefined;
  byId: Map<string, SelectionFrame>;
  children(id: string): SelectionFrame[];
  /** Frames from the large frame's child down to `id` (empty for the large frame or an unknown id). */
  pathTo(id: string | undefined): SelectionFrame[];
  /**
   * Whether `id` is a category of the page of `nodeId`: on the selection's own page any of its
   * categories, on a category's page that category or one below it.
   */
  holds(nodeId: string, id: string): boolean;
}

export function categoryTree(frames: readonly SelectionFrame[]): CategoryTree {
  const byId = new Map(frames.map((frame) => [frame._id, frame]));
  const childrenOf = new Map<string, SelectionFrame[]>();
  for (const frame of [...frames].sort((a, b) => a.sort - b.sort)) {
    if (!frame.parentId) continue;
    const list = childrenOf.get(frame.parentId) ?? [];
    list.push(frame);
    childrenOf.set(frame.parentId, list);
  }
  const large = frames.find((frame) => frame.type === 'large');
  const pathTo = (id: string | undefined): SelectionFrame[] => {
    const path: SelectionFrame[] = [];
    let current = id ? byId.get(id) : undefined;
    while (current && current.type !== 'large' && path.length <= NAV_DEPTH) {
      path.unshift(current);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    return path;
  };
  return {
    large,
    byId,
    children: (id) => childrenOf.get(id) ?? [],
    pathTo,
    holds: (nodeId, id) => (byId.get(nodeId)?.type === 'large' ? byId.has(id) : pathTo(id).some((frame) => frame._id === nodeId)),
  };
}

export interface NavLevel {
  /** The frame whose children this row lists. */
  parent: SelectionFrame;
  options: SelectionFrame[];
  /** The chosen child, or undefined for the ALL tab. */
  selected: SelectionFrame | undefined;
}

/**
 * The tab rows to show for a chosen node: the large frame's children, then the children of each
 * chosen level, as long as there are any (at most four rows).
 */
export function navLevels(tree: CategoryTree, rootId: string, targetId: string | undefined): NavLevel[] {
  const root = tree.byId.get(rootId);
  if (!root) return [];
  // The chosen frames below the root: the large frame is never on a path, a category root is.
  const path = targetId !== undefined && tree.holds(rootId, targetId) ? tree.pathTo(targetId) : [];
  const chosen = path.slice(path.findIndex((frame) => frame._id === rootId) + 1);
  const levels: NavLevel[] = [];
  let parent: SelectionFrame | undefined = root;
  for (let depth = 0; parent && levels.length < NAV_DEPTH; depth += 1) {
    const options = tree.children(parent._id);
    if (options.length === 0) break;
    const selected: SelectionFrame | undefined = chosen[depth];
    levels.push({ parent, options, selected });
    parent = selected;
  }
  return levels;
}
