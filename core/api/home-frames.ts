/**
 * What the home's first screen asks for once its frames are in, for the loader's head start: the
 * answer read with its schema, then the widget's own plan (`homeScreen`) says which lists to start
 * and which image is the page's largest — before React has arrived to draw it. On the review side,
 * the largest picture is among the vote grid's first screen, read from the vote list (`firstVotePictures`).
 */
import * as v from 'valibot';
import type { RequestSpec } from '../http/request-spec.ts';
import type { SelectionUrlState } from '../domain/selection-url.ts';
import { eagerImageCount } from '../domain/list-layouts.ts';
import { isSafeLinkUrl } from '../schemas/safe-url.ts';
import { SelectionFrameListSchema } from '../schemas/selection-frame.ts';
import { SelectionFrameVoteListSchema } from '../schemas/vote.ts';
import { homeListRequests, homeScreenOf } from './home-queries.ts';

export interface AfterFrames {
  /** Lists only the template could tell (the review sort, the review side's URL states on another template). */
  requests: RequestSpec[];
  /** The first main banner's image when the screen shows the banners: worth asking for before React has drawn it. */
  image: string | undefined;
}

/**
 * `body`: the frames answer (undefined when it failed). `listedEarly`: whether the lists of this URL
 * state already left beside the frames (see `homeStart`).
 */
export function afterFrames(body: unknown, url: SelectionUrlState, listedEarly: boolean): AfterFrames {
  const read = v.safeParse(SelectionFrameListSchema, body);
  if (!read.success) return { requests: [], image: undefined };
  const plan = homeScreenOf(read.output.selectionFrameDataList, url);
  if (plan.kind !== 'template') return { requests: [], image: undefined };
  return {
    requests: plan.lists && !listedEarly ? homeListRequests(plan.lists) : [],
    image: webImage(plan.banners?.main[0]?.url),
  };
}

/**
 * The pictures of the vote grid's first screen at this width (`phone`) in a vote list answer
 * (`body`, undefined when it failed), the ones its cards ask for as they are drawn: on the review tab
 * and the vote page, the screen's largest paint is one of them, worth asking for before React has
 * arrived to draw it. (Which one is the largest comes down to fractions of a pixel between cards of
 * one size, so the whole first screen's are asked for.)
 */
export function firstVotePictures(body: unknown, phone: boolean): string[] {
  const read = v.safeParse(SelectionFrameVoteListSchema, body);
  if (!read.success) return [];
  const shown = read.output.selectionFrameVotes.slice(0, eagerImageCount('voteGrid', phone));
  return shown.flatMap((vote) => webImage(vote.selectionFrameDataInfo.small3.imgList[0]?.url) ?? []);
}

/** An image address from the data, when it is a web address (as `FrameImage` draws it): anything else loads nothing. */
const webImage = (url: string | undefined): string | undefined => (url && isSafeLinkUrl(url) ? url : undefined);
