import { useEffect, useRef } from 'react';
import { largeDataQuery, storeItemsQuery } from '../../core/api/selection.ts';
import { bestListInput, bestListPage } from '../../core/api/best-queries.ts';
import { messages } from '../../core/messages/index.ts';
import { emit } from '../../bridge/events.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { NotFoundScreen, useShownFailure } from '../ui/fallback-screens.tsx';
import { useHost } from '../ui/host-context.ts';
import { ProductList } from '../ui/product-list.tsx';
import { useQuery } from '../ui/use-query.ts';
import { useScrollRestoration } from '../ui/use-scroll-restoration.ts';

export interface SelectionBestProps extends WidgetProps {
  largeId?: string;
}

const { best } = messages;

export function SelectionBest({ largeId }: SelectionBestProps) {
  if (!largeId) return <NotFoundScreen />;
  return <Best key={largeId} largeId={largeId} />;
}

/** The title comes with the frames; the ranked list loads beside it and has its own states. */
function Best({ largeId }: { largeId: string }) {
  const host = useHost();
  const frames = useQuery(largeDataQuery(largeId));
  // Back from a product: the pages that were open, and the product in view after 2 s (SPEC §4).
  const { pagesOf, onOpen } = useScrollRestoration();
  // The page is shown once its title is in, or its call failed otherwise than not found (the page
  // then shows its plain heading over the list): not for the not-found screen, and once however
  // often the frames load again.
  const titleFailed = frames.data === undefined && frames.error !== undefined && frames.error.status !== 404;
  const shown = frames.data !== undefined || titleFailed;
  useEffect(() => {
    if (shown) emit(host, 'selection-ready', { tag: host.localName });
  }, [host, shown]);
  // Its title's call failed otherwise than not found: the plain heading shows, and the host is told.
  useShownFailure(titleFailed ? frames.error : undefined);
  // The list's first page in after that (its retry, or the connection back): the title is asked for
  // again, once for each answer of the list, so a title that goes on failing is not asked in a loop.
  const listPage = useQuery(storeItemsQuery(bestListPage(largeId, 1))).data;
  const askedAgainFor = useRef<unknown>(undefined);
  const { retry: askTitleAgain } = frames;
  useEffect(() => {
    if (!titleFailed || !listPage || askedAgainFor.current === listPage) return;
    askedAgainFor.current = listPage;
    askTitleAgain();
  }, [titleFailed, listPage, askTitleAgain]);
  if (frames.error?.status === 404 && !frames.data) return <NotFoundScreen error={frames.error} />;
  // The frames run from the selection down to the node asked for: a category's best page is titled by it.
  const title = frames.data?.selectionFrameDataList.at(-1)?.title;
  return (
    <div className="best" part="best">
      <header className="best__header">
        <h1 className="page-title">{title ? best.heading(title) : best.fallbackHeading}</h1>
        <p className="best__sort" part="sort-label">
          {messages.sortLabels.PURCHASE}
        </p>
      </header>
      <ProductList input={bestListInput(largeId)} ranked opensPage initialPages={pagesOf('product-grid')} onOpen={onOpen} />
    </div>
  );
}
