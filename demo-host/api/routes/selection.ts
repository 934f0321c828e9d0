// Frame calls: the chain down to a node, every frame of a selection, and mediums that hold picks.
import type { Hono } from 'hono';
import { SelectionFrameListSchema } from '../../../core/schemas/selection-frame.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { notFound, respond } from '../errors.ts';
import type { SelectionRecord } from '../state.ts';
import { findSelection, frameChain, subtreeIds } from '../state.ts';

export function registerSelectionRoutes(app: Hono, ctx: ApiContext): void {
  const selectionOf = (id: string): SelectionRecord => {
    const selection = findSelection(ctx.state, id);
    if (!selection) throw notFound();
    return selection;
  };

  app.get(`${API_BASE}/selection-frame-data/large-data/:id`, (c) => {
    const id = c.req.param('id');
    const selection = selectionOf(id);
    if (selection.malformedBody !== undefined) return c.json(selection.malformedBody as object);
    return respond(c, SelectionFrameListSchema, { selectionFrameDataList: frameChain(ctx.state, id) });
  });

  app.get(`${API_BASE}/selection-frame-data/all-list/:id`, (c) => {
    const selection = selectionOf(c.req.param('id'));
    if (selection.malformedBody !== undefined) return c.json(selection.malformedBody as object);
    const frames = [...selection.frames].sort((a, b) => a.sort - b.sort);
    return respond(c, SelectionFrameListSchema, { selectionFrameDataList: frames });
  });

  app.get(`${API_BASE}/selection-frame-data/is-pick/child-list/:id`, (c) => {
    const selection = selectionOf(c.req.param('id'));
    if (selection.malformedBody !== undefined) return c.json(selection.malformedBody as object);
    const state = ctx.state;
    const pickCategories = new Set(
      state.items.filter((record) => record.isPick && record.largeId === selection.largeId).map((r) => r.categoryId),
    );
    const mediums = selection.frames
      .filter((frame) => frame.type === 'medium')
      .filter((frame) => [...subtreeIds(state, frame._id)].some((id) => pickCategories.has(id)))
      .sort((a, b) => a.sort - b.sort);
    c.header('Cache-Control', 'max-age=3600');
    return respond(c, SelectionFrameListSchema, { selectionFrameDataList: mediums });
  });
}
