/**
 * What the home's first screen asks for once its frames are in, for the loader's head start: the
 * answer read with its schema, then the widget's own plan (`homeScreen`) says which lists to start
 * and which image is the page's largest — before React has arrived to draw it.
 */
import * as v from 'valibot';
import type { RequestSpec } from '../http/request-spec.ts';
import type { SelectionUrlState } from '../domain/selection-url.ts';
import { SelectionFrameListSchema } from '../schemas/selection-frame.ts';
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
    image: plan.banners?.main[0]?.url,
  };
}
