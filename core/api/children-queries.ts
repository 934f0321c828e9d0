/** The first screen of `<selection-children>`: the loader starts it, the widget adopts it. */
import type { RequestSpec } from '../http/request-spec.ts';
import { allListRequest } from './selection-requests.ts';

export function childrenFirstScreen(largeId: string): RequestSpec[] {
  return [allListRequest(largeId)];
}
