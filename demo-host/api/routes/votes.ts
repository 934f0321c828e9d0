// Daily new-item votes: the lists by status, the voted-user count, vote and cancel vote.
import type { Hono } from 'hono';
import { errorMessages } from '../../../core/messages/errors.ts';
import { reviewServerMessages } from '../../../core/messages/review.ts';
import { DEFAULT_VOTE_SORT, parseVoteSort, type VoteSortType } from '../../../core/domain/vote-sort.ts';
import {
  OkResponseSchema,
  SelectionFrameVoteListSchema,
  VoteInputSchema,
  VoteListQuerySchema,
  VotedUserCountQuerySchema,
  VotedUserCountSchema,
} from '../../../core/schemas/vote.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { ApiError, invalidQuery, notFound, parseInput, readJson, respond } from '../errors.ts';
import { presentVote } from '../present.ts';
import { currentUser, requireUser } from '../sessions.ts';
import type { VoteRecord } from '../state.ts';
import { findSelection } from '../state.ts';
import { maxPageOf } from '../paging.ts';

const review = reviewServerMessages;

export const alreadyVoted = (): ApiError => new ApiError(409, 'ALREADY_VOTED', review.alreadyVoted);
export const notVoted = (): ApiError => new ApiError(409, 'NOT_VOTED', review.notVoted);
export const voteClosed = (): ApiError => new ApiError(400, 'VOTE_CLOSED', review.voteClosed);

const byDateDesc = (a: string, b: string): number => Date.parse(b) - Date.parse(a);

const SORTS: Record<VoteSortType, (a: VoteRecord, b: VoteRecord) => number> = {
  HIGHEST_VOTE_RATE: (a, b) => b.votedCount - a.votedCount || byDateDesc(a.regDate, b.regDate) || a._id.localeCompare(b._id),
  RECENTLY_REGISTERED: (a, b) => byDateDesc(a.regDate, b.regDate) || a._id.localeCompare(b._id),
};

export function registerVoteRoutes(app: Hono, ctx: ApiContext): void {
  const largeIdOf = (id: string): string => {
    const selection = findSelection(ctx.state, id);
    if (!selection) throw notFound();
    return selection.largeId;
  };

  const findVote = (id: string): VoteRecord => {
    const vote = ctx.state.votes.find((record) => record._id === id);
    if (!vote) throw notFound();
    return vote;
  };

  app.get(`${API_BASE}/selection-frame-vote/buyer-list`, (c) => {
    const query = parseInput(VoteListQuerySchema, c.req.query());
    let sortType: VoteSortType = DEFAULT_VOTE_SORT;
    if (query.sortType !== undefined) {
      const parsed = parseVoteSort(query.sortType);
      if (!parsed) throw invalidQuery(errorMessages.invalidInput, 'sortType');
      sortType = parsed;
    }
    const largeId = largeIdOf(query.selectionFrameLargeDataId);
    const user = currentUser(c, ctx.sessions);
    const matches = ctx.state.votes
      .filter((vote) => vote.selectionFrameLargeDataId === largeId && vote.status === query.voteProcess)
      .sort(SORTS[sortType]);
    const start = (query.page - 1) * query.limit;
    return respond(c, SelectionFrameVoteListSchema, {
      selectionFrameVotes: matches.slice(start, start + query.limit).map((vote) => presentVote(vote, user?.userId ?? null)),
      maxPage: maxPageOf(matches.length, query.limit),
    });
  });

  app.get(`${API_BASE}/selection-frame-voted-user/count-for-buyer`, (c) => {
    const query = parseInput(VotedUserCountQuerySchema, c.req.query());
    const largeId = largeIdOf(query.selectionFrameLargeDataId);
    const votes = ctx.state.votes.filter((vote) => vote.selectionFrameLargeDataId === largeId && vote.status === query.voteProcess);
    // The seed names only demo voters; everyone else is counted per item, so at least the largest
    // per-item count of other voters took part.
    const known = new Set(votes.flatMap((vote) => [...vote.votedUserIds]));
    const others = votes.reduce((max, vote) => Math.max(max, vote.votedCount - vote.votedUserIds.size), 0);
    return respond(c, VotedUserCountSchema, { votedUserNums: known.size + others });
  });

  app.post(`${API_BASE}/selection-frame-voted-user`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const { selectionFrameVoteId } = parseInput(VoteInputSchema, await readJson(c));
    const vote = findVote(selectionFrameVoteId);
    if (vote.status !== 'VOTING') throw voteClosed();
    if (vote.votedUserIds.has(user.userId)) throw alreadyVoted();
    vote.votedUserIds.add(user.userId);
    vote.votedCount += 1;
    return respond(c, OkResponseSchema, { ok: true });
  });

  app.delete(`${API_BASE}/selection-frame-voted-user/:selectionFrameVoteId`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const vote = findVote(c.req.param('selectionFrameVoteId'));
    // Only the person's own vote can be taken back.
    if (!vote.votedUserIds.has(user.userId)) throw notVoted();
    if (vote.status !== 'VOTING') throw voteClosed();
    vote.votedUserIds.delete(user.userId);
    vote.votedCount = Math.max(0, vote.votedCount - 1);
    return respond(c, OkResponseSchema, { ok: true });
  });
}
