/** The pick slider: curated picks, newest first, 4 per view on desktop and 3.5 on a phone. */
import { useCallback, useState } from 'react';
import { storeItemsQuery } from '../../core/api/selection.ts';
import { DISCOVERY_PICK_LIMIT, pickPage, pickPageCount, PICK_SLIDER_MAX } from '../../core/domain/pick-paging.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { InlineError } from '../ui/inline-error.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { RowStandIn } from './section-stand-ins.tsx';
import { ScrollRow } from '../ui/scroll-row.tsx';
import { useIsPhone } from '../ui/use-media.ts';
import { useOpenWithPages } from '../ui/use-open-with-pages.ts';
import { useQuery } from '../ui/use-query.ts';
import { useFirstScreenCount } from '../ui/first-screen.ts';
import { useFirstScreen } from '../ui/render-budget.ts';

export function PickSlider({
  frameId,
  title,
  phoneMax = PICK_SLIDER_MAX,
  discovery = false,
  initialPages = 1,
  onOpen,
}: {
  /** The selection, or the pick category chosen with `pick`; undefined while that is being checked. */
  frameId: string | undefined;
  title: string;
  /** The variant that says so shows 15 on a phone. */
  phoneMax?: number;
  /** Sneakers discovery asks for its 40 picks in one request. */
  discovery?: boolean;
  /** Pages to load at once: the row's pages when its product was opened, on coming back to it. */
  initialPages?: number | undefined;
  /** `pages`: the row's pages then. */
  onOpen?: (item: StoreItem, pages: number) => void;
}) {
  const phone = useIsPhone();
  const label = title || home.picksLabel;
  const max = discovery ? DISCOVERY_PICK_LIMIT : phone ? Math.min(phoneMax, PICK_SLIDER_MAX) : PICK_SLIDER_MAX;
  const paging = discovery ? () => ({ page: 1, limit: DISCOVERY_PICK_LIMIT }) : pickPage;
  const [pages, setPages] = useState(initialPages);
  // Another pick category starts again at its first page (its picks replace the kept ones at once,
  // none of the last category's later pages stay beside them). The first one, once checked, is no other.
  const [pagedFrame, setPagedFrame] = useState(frameId);
  if (frameId !== undefined && frameId !== pagedFrame) {
    setPagedFrame(frameId);
    if (pagedFrame !== undefined) setPages(1);
  }
  // A new call (the phone's first page where a server drew the desktop's, or another pick category)
  // keeps the picks shown until its own answer is in: no skeleton in their place, nothing shifts.
  const first = useQuery(frameId === undefined ? undefined : picksQuery(frameId, paging(1, phone)), { keepPreviousData: true });
  const total = first.data?.storeItemNums ?? 0;

  // Desktop shows 4 a slide: the first page fills the row, so the next one is asked for as soon as
  // the row's end is in view (and the next arrow shows), until `max` picks are in.
  const lastPage = discovery ? 1 : pickPageCount(Math.min(total, max), phone);
  // Pages come back to may be more than there are now (fewer picks, or a phone's pages of 40).
  const shown = Math.min(pages, Math.max(lastPage, 1));
  const loaded = Array.from({ length: shown }, (_, index) => index + 1);
  const more = useCallback(() => setPages((count) => Math.min(count + 1, lastPage)), [lastPage]);
  // The last page asked for past the first (the same cached call its `PickPage` shows, not a second
  // request): while it is on its way the row has more coming, and its next arrow stays.
  const latest = useQuery(frameId !== undefined && shown > 1 ? picksQuery(frameId, paging(shown, phone)) : undefined);
  const moreOnItsWay = shown > 1 && latest.status === 'loading';
  const open = useOpenWithPages(onOpen, shown);

  // While on its way, the row holds its room with stand-ins of its cards, as tall as they are at
  // every width: the sections below do not move when the picks come.
  if (frameId === undefined || first.status === 'loading') {
    return (
      <section className="pick-slider pick-slider--loading" part="pick-slider" aria-label={label} aria-busy="true">
        <h2 className="section-title">{label}</h2>
        <RowStandIn />
      </section>
    );
  }
  if (first.error && !first.data) {
    return (
      <section className="pick-slider" part="pick-slider" aria-label={label}>
        <h2 className="section-title">{label}</h2>
        <InlineError error={first.error} onRetry={first.retry} busy={first.fetching} />
      </section>
    );
  }
  if (total === 0) return null;

  return (
    <section className="pick-slider" part="pick-slider" aria-label={label} aria-busy={first.placeholder || undefined}>
      <h2 className="section-title">{label}</h2>
      <ScrollRow
        label={label}
        prevLabel={home.picksPrev}
        nextLabel={home.picksNext}
        onEnd={more}
        hasMore={shown < lastPage || moreOnItsWay}
      >
        {loaded.map((page) => (
          <PickPage key={page} frameId={frameId} request={paging(page, phone)} max={max} onOpen={onOpen ? open : undefined} />
        ))}
      </ScrollRow>
    </section>
  );
}

/** One page of a selection's picks, newest first: the slider's first page, a later one, or its last. */
const picksQuery = (frameId: string, request: { page: number; limit: number }) =>
  storeItemsQuery({ selectionFrameDataId: frameId, isPick: true, sortType: 'RECENT', ...request });

function PickPage({
  frameId,
  request,
  max,
  onOpen,
}: {
  frameId: string;
  request: { page: number; limit: number };
  max: number;
  onOpen?: ((item: StoreItem) => void) | undefined;
}) {
  const state = useQuery(picksQuery(frameId, request), { keepPreviousData: true });
  const offset = (request.page - 1) * request.limit;
  const items = useFirstScreen(
    (state.data?.storeItemList ?? []).filter((_, index) => offset + index < max),
    useFirstScreenCount('scrollRow'),
  );
  return (
    <>
      {items.map((item) => (
        <li key={item.itemId}>
          <ProductCard item={item} onOpen={onOpen} />
        </li>
      ))}
    </>
  );
}
