// The in-memory state of the reference API and the types of everything it holds.
import type { Guide } from '../../core/schemas/guide.ts';
import type { LinkTab } from '../../core/schemas/link-tab.ts';
import type { MagazinePreview, StoryType } from '../../core/schemas/magazine.ts';
import type { SelectionFrameReviewRequest } from '../../core/schemas/review-request.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import type { SelectionFrameVote, VoteStatus } from '../../core/schemas/vote.ts';
import type { PoisonCount } from './hostile-data.ts';
import type { CouponRecord } from './seed/coupons.ts';
import type { CommerceState } from './seed/commerce.ts';

export const SCENARIO_KEYS = [
  'japan-food',
  'outlet',
  'sneakers',
  'no-frames',
  'no-template-name',
  'unknown-template',
  'small3-node',
  'malformed',
  'picks-only',
] as const;
export type ScenarioKey = (typeof SCENARIO_KEYS)[number];
export type ScenarioIds = Record<ScenarioKey, string>;

/** A large selection: its frames (large frame first) and what belongs to the selection as a whole. */
export interface SelectionRecord {
  key: string;
  largeId: string;
  /** Every frame of the selection, large frame first; empty while the selection has no frames. */
  frames: SelectionFrame[];
  /** When set, the frame calls answer 200 with this body, which breaks the frame-list contract. */
  malformedBody?: unknown;
  bundleShippingFee: number;
  guide: Guide | null;
}

/** A product as stored: the card without the per-user wish flag. */
export type StoredItem = Omit<StoreItem, 'isBooked'>;

export interface ItemRecord {
  item: StoredItem;
  largeId: string;
  /** The frame (category node) the product is listed under. */
  categoryId: string;
  isPick: boolean;
  isBundleable: boolean;
}

/** A vote item as stored: per-user `isVoted` comes from `votedUserIds`. */
export type VoteRecord = Omit<SelectionFrameVote, 'isVoted' | 'status' | 'regDate'> & {
  status: VoteStatus;
  regDate: string;
  /** Demo users who voted; `votedCount` also counts everyone else. */
  votedUserIds: Set<string>;
};

/** A review request as stored: per-user `isLike` comes from `likedUserIds`. */
export type ReviewRequestRecord = Omit<SelectionFrameReviewRequest, 'isLike'> & {
  selectionFrameLargeDataId: string;
  /** Demo users who like it; `likeCount` also counts everyone else. */
  likedUserIds: Set<string>;
};

export type MagazineRecord = MagazinePreview & {
  storyType: StoryType;
  selectionFrameLargeDataId: string;
  regDate: string;
};

/** A time deal whose window is computed from `now()` at request time, so it is always running. */
export interface TimeDealRecord {
  _id: string;
  title: string;
  itemId: string;
  dealPrice: number;
  startOffsetMs: number;
  endOffsetMs: number;
}

export interface ApiState {
  /** When the seed was built; seed dates are relative to it. */
  seededAt: Date;
  scenarios: ScenarioIds;
  /** By large id. */
  selections: Map<string, SelectionRecord>;
  /** Every frame by id, with the large selection it belongs to. */
  frames: Map<string, { frame: SelectionFrame; largeId: string }>;
  /** Child frame ids by parent id, in `sort` order. */
  childIds: Map<string, string[]>;
  items: ItemRecord[];
  itemsById: Map<string, ItemRecord>;
  /** Wished item ids by user id. */
  bookmarks: Map<string, Set<string>>;
  votes: VoteRecord[];
  reviewRequests: ReviewRequestRecord[];
  magazines: MagazineRecord[];
  linkTabs: LinkTab[];
  timeDeals: TimeDealRecord[];
  /** While on, the service answers 503 SERVER_PAUSE. */
  serverPaused: boolean;
  /** While set, every answer is poisoned with hostile data (hostile-data.ts); what was poisoned so far. */
  hostile?: PoisonCount;
  /** While `left` is above 0, a service call whose path ends with `path` is answered 503, one less each time. */
  outage?: { path: string; left: number; answer: 'api' | 'gateway' };
  /**
   * While set, a request whose path ends with `path`, the browser's preflight too, waits `ms` before
   * the API reads it, or until `release()` (the control changed, or a reset).
   */
  slow?: { path: string; ms: number; released: Promise<void>; release: () => void };
  /** Coupons by code. */
  coupons: Map<string, CouponRecord>;
  /** Codes of the coupons issued to each user, by user id. */
  issuedCoupons: Map<string, Set<string>>;
  /** Orders, refunds, seller data, carts and legacy content of the shared API layer. */
  commerce: CommerceState;
}

/** What one scenario contributes to the state. */
export interface SeedPart {
  selections: SelectionRecord[];
  items: ItemRecord[];
  votes?: VoteRecord[];
  reviewRequests?: ReviewRequestRecord[];
  magazines?: MagazineRecord[];
}

/** Indexes a list of seed parts into the state. */
export function assembleState(
  seededAt: Date,
  scenarios: ScenarioIds,
  parts: readonly SeedPart[],
  extras: Pick<ApiState, 'bookmarks' | 'linkTabs' | 'timeDeals' | 'coupons' | 'issuedCoupons' | 'commerce'>,
): ApiState {
  const selections = new Map<string, SelectionRecord>();
  const frames = new Map<string, { frame: SelectionFrame; largeId: string }>();
  const childIds = new Map<string, string[]>();
  const items: ItemRecord[] = [];
  for (const part of parts) {
    for (const selection of part.selections) {
      selections.set(selection.largeId, selection);
      const sorted = [...selection.frames].sort((a, b) => a.sort - b.sort);
      for (const frame of sorted) {
        frames.set(frame._id, { frame, largeId: selection.largeId });
        if (frame.parentId !== null) {
          const siblings = childIds.get(frame.parentId) ?? [];
          siblings.push(frame._id);
          childIds.set(frame.parentId, siblings);
        }
      }
    }
    items.push(...part.items);
  }
  return {
    seededAt,
    scenarios,
    selections,
    frames,
    childIds,
    items,
    itemsById: new Map(items.map((record) => [record.item.itemId, record])),
    votes: parts.flatMap((part) => part.votes ?? []),
    reviewRequests: parts.flatMap((part) => part.reviewRequests ?? []),
    magazines: parts.flatMap((part) => part.magazines ?? []),
    serverPaused: false,
    ...extras,
  };
}

/** The large selection a frame id (or a large id of a frame-less selection) belongs to. */
export function findSelection(state: ApiState, id: string): SelectionRecord | undefined {
  const direct = state.selections.get(id);
  if (direct) return direct;
  const entry = state.frames.get(id);
  return entry ? state.selections.get(entry.largeId) : undefined;
}

/** The frame and every frame below it. */
export function subtreeIds(state: ApiState, rootId: string): Set<string> {
  const ids = new Set<string>([rootId]);
  const queue = [rootId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const child of state.childIds.get(id) ?? []) {
      if (!ids.has(child)) {
        ids.add(child);
        queue.push(child);
      }
    }
  }
  return ids;
}

/** Frames from the large frame down to `id`, large frame first. */
export function frameChain(state: ApiState, id: string): SelectionFrame[] {
  const chain: SelectionFrame[] = [];
  for (let entry = state.frames.get(id); entry;) {
    chain.unshift(entry.frame);
    const parentId: string | null = entry.frame.parentId;
    entry = parentId === null ? undefined : state.frames.get(parentId);
  }
  return chain;
}
