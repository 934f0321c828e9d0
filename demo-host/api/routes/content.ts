// Selection-wide content: the first-visit guide, link tabs and running time deals.
import type { Hono } from 'hono';
import { GuideResponseSchema } from '../../../core/schemas/guide.ts';
import { LinkTabListSchema } from '../../../core/schemas/link-tab.ts';
import type { TimeDeal } from '../../../core/schemas/time-deal.ts';
import { TimeDealListSchema } from '../../../core/schemas/time-deal.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { notFound, parseInput, respond } from '../errors.ts';
import { presentItem } from '../item-query.ts';
import { GuideQuerySchema } from '../mock-schemas.ts';
import { currentUser } from '../sessions.ts';
import { findSelection } from '../state.ts';

export function registerContentRoutes(app: Hono, ctx: ApiContext): void {
  app.get(`${API_BASE}/selection-frame-first-enterance-guide`, (c) => {
    const { selectionFrameLargeDataId } = parseInput(GuideQuerySchema, c.req.query());
    const selection = findSelection(ctx.state, selectionFrameLargeDataId);
    if (!selection) throw notFound();
    return respond(c, GuideResponseSchema, { guide: selection.guide });
  });

  app.get(`${API_BASE}/link-tab/list-for-user`, (c) =>
    respond(c, LinkTabListSchema, { linkTabList: [...ctx.state.linkTabs].sort((a, b) => a.sort - b.sort) }),
  );

  app.get(`${API_BASE}/time-deal/buyer`, (c) => {
    const state = ctx.state;
    const now = ctx.now().getTime();
    const user = currentUser(c, ctx.sessions);
    const bookmarks = user ? state.bookmarks.get(user.userId) : undefined;
    const timeDealList = state.timeDeals.flatMap((deal): TimeDeal[] => {
      const record = state.itemsById.get(deal.itemId);
      if (!record) return [];
      return [
        {
          _id: deal._id,
          title: deal.title,
          startDate: new Date(now + deal.startOffsetMs).toISOString(),
          endDate: new Date(now + deal.endOffsetMs).toISOString(),
          storeItem: presentItem(record, bookmarks),
          dealPrice: deal.dealPrice,
        },
      ];
    });
    return respond(c, TimeDealListSchema, { timeDealList });
  });
}
