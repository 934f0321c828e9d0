// The sneakers review-tab calls of the reference API: votes, review requests and magazines.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MagazineListSchema, MagazinePreviewListSchema } from '../../core/schemas/magazine.ts';
import { ReviewRequestCreatedSchema, SelectionFrameReviewRequestListSchema } from '../../core/schemas/review-request.ts';
import { SelectionFrameVoteListSchema, VotedUserCountSchema } from '../../core/schemas/vote.ts';
import { reviewServerMessages } from '../../core/messages/review.ts';
import { DEMO_EMAILS, DEMO_USER_IDS } from './demo-users.ts';
import { bearer, createTestApi, type TestApi } from './testing.ts';

const review = reviewServerMessages;

async function setup() {
  const api = await createTestApi();
  const largeId = api.scenarios.sneakers;
  const del = (path: string, token?: string) => api.app.request(path, { method: 'DELETE', headers: bearer(token) });
  const json = async (response: Response) => (await response.json()) as { code?: string; message?: string };
  return { api, largeId, del, json };
}

const voteList = async (api: TestApi, query: Record<string, string>, token?: string) => {
  const response = await api.get(`/api/selection-frame-vote/buyer-list?${new URLSearchParams(query)}`, bearer(token));
  expect(response.status).toBe(200);
  return v.parse(SelectionFrameVoteListSchema, await response.json());
};

const requestList = async (api: TestApi, largeId: string, page: number, token?: string) => {
  const response = await api.get(
    `/api/selection-frame-review-request/buyer-list?page=${page}&limit=25&selectionFrameLargeDataId=${largeId}`,
    bearer(token),
  );
  expect(response.status).toBe(200);
  return v.parse(SelectionFrameReviewRequestListSchema, await response.json());
};

describe('GET /selection-frame-vote/buyer-list', () => {
  it('pages voting items 15 at a time, highest vote rate first by default', async () => {
    const { api, largeId } = await setup();
    const first = await voteList(api, { page: '1', limit: '15', selectionFrameLargeDataId: largeId, voteProcess: 'VOTING' });
    expect(first.selectionFrameVotes).toHaveLength(15);
    expect(first.maxPage).toBe(3);
    const counts = first.selectionFrameVotes.map((vote) => vote.votedCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(12_345);
    expect(first.selectionFrameVotes.every((vote) => vote.isVoted === false)).toBe(true);
  });

  it('sorts by registration with RECENTLY_REGISTERED, matched ignoring whitespace, and refuses unknown sorts', async () => {
    const { api, largeId } = await setup();
    const list = await voteList(api, {
      page: '1',
      limit: '16',
      selectionFrameLargeDataId: largeId,
      voteProcess: 'VOTING',
      sortType: ' RECENTLY_ REGISTERED',
    });
    expect(list.selectionFrameVotes).toHaveLength(16);
    const dates = list.selectionFrameVotes.map((vote) => Date.parse(vote.regDate ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const bad = await api.get(
      `/api/selection-frame-vote/buyer-list?page=1&limit=15&selectionFrameLargeDataId=${largeId}&voteProcess=VOTING&sortType=POPULAR`,
    );
    expect(bad.status).toBe(400);
  });

  it('answers review-preparing items 50 at a time and only the limits 15, 16 and 50', async () => {
    const { api, largeId } = await setup();
    const preparing = await voteList(api, { page: '1', limit: '50', selectionFrameLargeDataId: largeId, voteProcess: 'REVIEW_PREPARING' });
    expect(preparing.selectionFrameVotes).toHaveLength(50);
    expect(preparing.maxPage).toBe(2);
    expect(preparing.selectionFrameVotes.every((vote) => vote.lastReviewPreparingChangedDate !== null)).toBe(true);
    for (const query of ['limit=20&voteProcess=VOTING', 'limit=15&voteProcess=REVIEW_COMPLETED', 'limit=15']) {
      const response = await api.get(`/api/selection-frame-vote/buyer-list?page=1&selectionFrameLargeDataId=${largeId}&${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('marks the items the signed-in buyer voted for', async () => {
    const { api, largeId } = await setup();
    const token = await api.login(DEMO_EMAILS.buyer1);
    // The voting list has 45 items, so one page of 50 holds them all.
    const list = await voteList(api, { page: '1', limit: '50', selectionFrameLargeDataId: largeId, voteProcess: 'VOTING' }, token);
    expect(list.selectionFrameVotes).toHaveLength(45);
    expect(list.selectionFrameVotes.filter((vote) => vote.isVoted)).toHaveLength(5);
  });
});

describe('votes', () => {
  it('needs login to vote or cancel (401 AUTH_HEADER_INVALID)', async () => {
    const { api, del, json, largeId } = await setup();
    const [vote] = (await voteList(api, { page: '1', limit: '15', selectionFrameLargeDataId: largeId, voteProcess: 'VOTING' }))
      .selectionFrameVotes;
    const post = await api.post('/api/selection-frame-voted-user', { selectionFrameVoteId: vote?._id });
    expect(post.status).toBe(401);
    expect(await json(post)).toEqual({ code: 'AUTH_HEADER_INVALID', message: '로그인 후 다시 시도해주세요.' });
    const cancel = await del(`/api/selection-frame-voted-user/${vote?._id}`);
    expect(cancel.status).toBe(401);
  });

  it('counts a vote once per user (ALREADY_VOTED) and lets only a voter cancel, never below 0', async () => {
    const { api, del, json, largeId } = await setup();
    const buyer2 = await api.login(DEMO_EMAILS.buyer2);
    const buyer1 = await api.login(DEMO_EMAILS.buyer1);
    const query = { page: '1', limit: '15', selectionFrameLargeDataId: largeId, voteProcess: 'VOTING', sortType: 'RECENTLY_REGISTERED' };
    const target = (await voteList(api, query, buyer2)).selectionFrameVotes.find((vote) => !vote.isVoted);
    if (!target) throw new Error('no vote');
    const countBefore = v.parse(
      VotedUserCountSchema,
      await (
        await api.get(`/api/selection-frame-voted-user/count-for-buyer?selectionFrameLargeDataId=${largeId}&voteProcess=VOTING`)
      ).json(),
    ).votedUserNums;

    const ok = await api.post('/api/selection-frame-voted-user', { selectionFrameVoteId: target._id }, bearer(buyer2));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const after = (await voteList(api, query, buyer2)).selectionFrameVotes.find((vote) => vote._id === target._id);
    expect(after).toMatchObject({ isVoted: true, votedCount: target.votedCount + 1 });
    const countAfter = v.parse(
      VotedUserCountSchema,
      await (
        await api.get(`/api/selection-frame-voted-user/count-for-buyer?selectionFrameLargeDataId=${largeId}&voteProcess=VOTING`)
      ).json(),
    ).votedUserNums;
    expect(countAfter).toBe(countBefore + 1);

    const again = await api.post('/api/selection-frame-voted-user', { selectionFrameVoteId: target._id }, bearer(buyer2));
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ code: 'ALREADY_VOTED', message: '이미 투표한 유저입니다.' });

    // buyer1 never voted for it: there is no vote of theirs to cancel.
    const notMine = await del(`/api/selection-frame-voted-user/${target._id}`, buyer1);
    expect(notMine.status).toBe(409);
    expect((await json(notMine)).code).toBe('NOT_VOTED');

    expect((await del(`/api/selection-frame-voted-user/${target._id}`, buyer2)).status).toBe(200);
    const cancelled = (await voteList(api, query, buyer2)).selectionFrameVotes.find((vote) => vote._id === target._id);
    expect(cancelled).toMatchObject({ isVoted: false, votedCount: target.votedCount });
    expect((await del(`/api/selection-frame-voted-user/${target._id}`, buyer2)).status).toBe(409);
  });

  it('keeps a count at 0 when a cancel would take it lower', async () => {
    const { api, del, largeId } = await setup();
    const buyer1 = await api.login(DEMO_EMAILS.buyer1);
    const record = api.state.votes.find((vote) => vote.status === 'VOTING' && vote.votedUserIds.has(DEMO_USER_IDS.buyer1));
    if (!record) throw new Error('no voted item');
    record.votedCount = 0;
    expect((await del(`/api/selection-frame-voted-user/${record._id}`, buyer1)).status).toBe(200);
    const list = await voteList(api, {
      page: '1',
      limit: '15',
      selectionFrameLargeDataId: largeId,
      voteProcess: 'VOTING',
      sortType: 'RECENTLY_REGISTERED',
    });
    const all = [...list.selectionFrameVotes];
    for (let page = 2; page <= list.maxPage; page += 1) {
      all.push(
        ...(
          await voteList(api, {
            page: String(page),
            limit: '15',
            selectionFrameLargeDataId: largeId,
            voteProcess: 'VOTING',
            sortType: 'RECENTLY_REGISTERED',
          })
        ).selectionFrameVotes,
      );
    }
    expect(all.find((vote) => vote._id === record._id)?.votedCount).toBe(0);
  });

  it('refuses a vote on an item that is no longer voting, and an unknown item', async () => {
    const { api, json } = await setup();
    const token = await api.login(DEMO_EMAILS.buyer2);
    const closed = api.state.votes.find((vote) => vote.status === 'REVIEW_PREPARING');
    const response = await api.post('/api/selection-frame-voted-user', { selectionFrameVoteId: closed?._id }, bearer(token));
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe('VOTE_CLOSED');
    expect((await api.post('/api/selection-frame-voted-user', { selectionFrameVoteId: 'nope' }, bearer(token))).status).toBe(404);
    expect((await api.post('/api/selection-frame-voted-user', {}, bearer(token))).status).toBe(400);
  });
});

describe('review requests', () => {
  it('lists 25 a page, newest first, with the buyer own likes', async () => {
    const { api, largeId } = await setup();
    const token = await api.login(DEMO_EMAILS.buyer1);
    const first = await requestList(api, largeId, 1, token);
    expect(first.selectionFrameReviewRequests).toHaveLength(25);
    expect(first.maxPage).toBe(6);
    const dates = first.selectionFrameReviewRequests.map((entry) => Date.parse(entry.regDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.selectionFrameReviewRequests.some((entry) => entry.isLike)).toBe(true);
    const anonymous = await requestList(api, largeId, 1);
    expect(anonymous.selectionFrameReviewRequests.some((entry) => entry.isLike)).toBe(false);
  });

  it('needs login to submit, like, unlike or delete', async () => {
    const { api, del, json, largeId } = await setup();
    const [entry] = (await requestList(api, largeId, 1)).selectionFrameReviewRequests;
    const responses = [
      await api.post('/api/selection-frame-review-request', { selectionFrameLargeDataId: largeId, comment: '리뷰 부탁해요' }),
      await api.post('/api/selection-frame-review-request-like', { selectionFrameReviewRequestId: entry?._id }),
      await del(`/api/selection-frame-review-request-like/${entry?._id}`),
      await del(`/api/selection-frame-review-request/${entry?._id}`),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ code: 'AUTH_HEADER_INVALID', message: '로그인 후 다시 시도해주세요.' });
    }
  });

  it('takes a comment of at most 50 characters and puts it first', async () => {
    const { api, json, largeId } = await setup();
    const token = await api.login(DEMO_EMAILS.buyer2);
    const tooLong = await api.post(
      '/api/selection-frame-review-request',
      { selectionFrameLargeDataId: largeId, comment: '가'.repeat(51) },
      bearer(token),
    );
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toEqual({ code: 'COMMENT_TOO_LONG', message: '코멘트는 최대 50자까지 입력할 수 있습니다.' });
    const empty = await api.post(
      '/api/selection-frame-review-request',
      { selectionFrameLargeDataId: largeId, comment: '   ' },
      bearer(token),
    );
    expect((await json(empty)).code).toBe('COMMENT_REQUIRED');

    const comment = '나'.repeat(50);
    const created = await api.post('/api/selection-frame-review-request', { selectionFrameLargeDataId: largeId, comment }, bearer(token));
    expect(created.status).toBe(200);
    const { _id } = v.parse(ReviewRequestCreatedSchema, await created.json());
    const [first] = (await requestList(api, largeId, 1, token)).selectionFrameReviewRequests;
    expect(first).toMatchObject({ _id, comment, userId: DEMO_USER_IDS.buyer2, username: '서준', likeCount: 0, isLike: false });
    expect((await requestList(api, largeId, 1)).maxPage).toBe(6);
  });

  it('counts the 50 characters as people see them: family emoji, flags and NFD Hangul, stored in NFC', async () => {
    const { api, json, largeId } = await setup();
    const token = await api.login(DEMO_EMAILS.buyer2);
    const post = (comment: string) =>
      api.post('/api/selection-frame-review-request', { selectionFrameLargeDataId: largeId, comment }, bearer(token));
    for (const character of ['👨‍👩‍👧', '🇰🇷', '👍🏽', 'e\u0301']) {
      expect((await post(character.repeat(50))).status).toBe(200);
      const tooLong = await post(character.repeat(51));
      expect((await json(tooLong)).code).toBe('COMMENT_TOO_LONG');
    }
    const nfd = '한'.normalize('NFD').repeat(20);
    expect((await post(nfd)).status).toBe(200);
    const [first] = (await requestList(api, largeId, 1, token)).selectionFrameReviewRequests;
    expect(first?.comment).toBe('한'.repeat(20));
  });

  it('likes once (ALREADY_LIKED), never its own (SELF_LIKE_NOT_ALLOWED), and unlikes never below 0', async () => {
    const { api, del, json, largeId } = await setup();
    const buyer2 = await api.login(DEMO_EMAILS.buyer2);
    const list = (await requestList(api, largeId, 1, buyer2)).selectionFrameReviewRequests;
    const other = list.find((entry) => entry.userId !== DEMO_USER_IDS.buyer2 && !entry.isLike);
    const own = list.find((entry) => entry.userId === DEMO_USER_IDS.buyer2);
    if (!other || !own) throw new Error('seed changed');

    const like = () => api.post('/api/selection-frame-review-request-like', { selectionFrameReviewRequestId: other._id }, bearer(buyer2));
    expect((await like()).status).toBe(200);
    const liked = (await requestList(api, largeId, 1, buyer2)).selectionFrameReviewRequests.find((entry) => entry._id === other._id);
    expect(liked).toMatchObject({ isLike: true, likeCount: other.likeCount + 1 });
    const twice = await like();
    expect(twice.status).toBe(409);
    expect(await json(twice)).toEqual({ code: 'ALREADY_LIKED', message: review.alreadyLiked });

    const self = await api.post('/api/selection-frame-review-request-like', { selectionFrameReviewRequestId: own._id }, bearer(buyer2));
    expect(self.status).toBe(403);
    expect(await json(self)).toEqual({ code: 'SELF_LIKE_NOT_ALLOWED', message: review.selfLikeNotAllowed });

    const record = api.state.reviewRequests.find((entry) => entry._id === other._id);
    if (record) record.likeCount = 0;
    expect((await del(`/api/selection-frame-review-request-like/${other._id}`, buyer2)).status).toBe(200);
    const after = (await requestList(api, largeId, 1, buyer2)).selectionFrameReviewRequests.find((entry) => entry._id === other._id);
    expect(after).toMatchObject({ isLike: false, likeCount: 0 });
    const again = await del(`/api/selection-frame-review-request-like/${other._id}`, buyer2);
    expect((await json(again)).code).toBe('NOT_LIKED');
  });

  it('lets only the author delete a request', async () => {
    const { api, del, json, largeId } = await setup();
    const buyer1 = await api.login(DEMO_EMAILS.buyer1);
    const buyer2 = await api.login(DEMO_EMAILS.buyer2);
    const own = (await requestList(api, largeId, 1)).selectionFrameReviewRequests.find((entry) => entry.userId === DEMO_USER_IDS.buyer2);
    if (!own) throw new Error('seed changed');
    const refused = await del(`/api/selection-frame-review-request/${own._id}`, buyer1);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ code: 'NOT_OWNER', message: review.notOwner });
    const deleted = await del(`/api/selection-frame-review-request/${own._id}`, buyer2);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ ok: true });
    expect((await requestList(api, largeId, 1)).selectionFrameReviewRequests.some((entry) => entry._id === own._id)).toBe(false);
    expect((await del(`/api/selection-frame-review-request/${own._id}`, buyer2)).status).toBe(404);
  });
});

describe('magazines', () => {
  it('previews SNEAKERS stories with the rest count', async () => {
    const { api, largeId } = await setup();
    const response = await api.get(`/api/magazine/preview-list?selectionFrameLargeDataId=${largeId}&storyType=SNEAKERS&limit=4`);
    const previews = v.parse(MagazinePreviewListSchema, await response.json());
    expect(previews.list).toHaveLength(4);
    expect(previews.restCount).toBe(36);
    const other = await api.get(`/api/magazine/preview-list?selectionFrameLargeDataId=${largeId}&storyType=FOOD`);
    expect(other.status).toBe(400);
    const noStories = v.parse(
      MagazinePreviewListSchema,
      await (await api.get(`/api/magazine/preview-list?selectionFrameLargeDataId=${api.scenarios.outlet}&storyType=SNEAKERS`)).json(),
    );
    expect(noStories).toEqual({ list: [], restCount: 0 });
  });

  it('pages the story list of any frame of the selection', async () => {
    const { api, largeId } = await setup();
    const page = async (n: number, limit: number) =>
      v.parse(
        MagazineListSchema,
        await (await api.get(`/api/magazine/list?selectionFrameDataId=${largeId}&storyType=SNEAKERS&page=${n}&limit=${limit}`)).json(),
      );
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => page(n, 6)));
    expect(pages.map((answer) => answer.list.length)).toEqual([6, 6, 6, 6, 6, 6, 4]);
    expect(pages[0]?.maxPage).toBe(7);
    const stories = pages.flatMap((answer) => answer.list);
    expect(new Set(stories.map((story) => story.storyId)).size).toBe(40);
    expect((await api.get('/api/magazine/list?selectionFrameDataId=unknown&storyType=SNEAKERS')).status).toBe(404);
  });
});
