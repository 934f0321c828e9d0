// Magazine stories of a selection: previews for the review tab and the story-list pages.
import type { Hono } from 'hono';
import {
  MagazineListQuerySchema,
  MagazineListSchema,
  MagazinePreviewListSchema,
  MagazinePreviewQuerySchema,
} from '../../../core/schemas/magazine.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { notFound, parseInput, respond } from '../errors.ts';
import { presentMagazine } from '../present.ts';
import type { MagazineRecord } from '../state.ts';
import { findSelection } from '../state.ts';

export function registerMagazineRoutes(app: Hono, ctx: ApiContext): void {
  /** Stories of the selection holding `frameId`, newest first. */
  const storiesOf = (frameId: string, storyType: string): MagazineRecord[] => {
    const selection = findSelection(ctx.state, frameId);
    if (!selection) throw notFound();
    return ctx.state.magazines
      .filter((story) => story.selectionFrameLargeDataId === selection.largeId && story.storyType === storyType)
      .sort((a, b) => Date.parse(b.regDate) - Date.parse(a.regDate));
  };

  app.get(`${API_BASE}/magazine/preview-list`, (c) => {
    const query = parseInput(MagazinePreviewQuerySchema, c.req.query());
    const stories = storiesOf(query.selectionFrameLargeDataId, query.storyType);
    return respond(c, MagazinePreviewListSchema, {
      list: stories.slice(0, query.limit).map(presentMagazine),
      restCount: Math.max(0, stories.length - query.limit),
    });
  });

  app.get(`${API_BASE}/magazine/list`, (c) => {
    const query = parseInput(MagazineListQuerySchema, c.req.query());
    const stories = storiesOf(query.selectionFrameDataId, query.storyType);
    const start = (query.page - 1) * query.limit;
    return respond(c, MagazineListSchema, {
      list: stories.slice(start, start + query.limit).map(presentMagazine),
      maxPage: Math.ceil(stories.length / query.limit),
    });
  });
}
