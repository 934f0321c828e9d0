/**
 * The infinite product list: pages of 21 in rows of 3, loaded while the page is below maxPage, its
 * DOM kept bounded (pages far from the viewport become spacers).
 *
 * @csspart product-grid - The product grid.
 * @csspart product-count - The number of products above the grid.
 * @csspart empty - The message of a list without products.
 * @csspart list-error - A list page that failed to load, with its retry button.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { storeItemsQuery } from '../../core/api/selection.ts';
import { PRODUCT_PAGE_SIZE } from '../../core/api/home-queries.ts';
import { formatNumber } from '../../core/domain/format.ts';
import { messages } from '../../core/messages/index.ts';
import type { SelectionItemQueryInput, StoreItem, StoreItemList } from '../../core/schemas/store-item.ts';
import { LiveStatus, sayAgain } from './live-status.tsx';
import { personActed } from './person-acted.ts';
import { useHost } from './host-context.ts';
import { useEagerImages, useFirstScreenCount } from './first-screen.ts';
import type { ListPlaces } from './list-place.ts';
import { PagedList } from './paged-list.tsx';
import { ProductCard } from './product-card.tsx';
import { useOpenWithPages } from './use-open-with-pages.ts';
import { usePagedQuery, type PagedQuery } from './use-paged-query.ts';

type ListInput = Omit<SelectionItemQueryInput, 'page'>;

interface ProductListProps {
  input: ListInput;
  /** What an empty list shows. */
  empty?: ReactNode;
  /** A product is about to open; `pages` is how many pages are loaded (for back navigation). */
  onOpen?: (item: StoreItem, pages: number) => void;
  /** Pages to load at once, e.g. to return to an item after back navigation. */
  initialPages?: number;
  /** Shows each product's place in the list (1, 2, 3…), as best lists do. */
  ranked?: boolean;
  /**
   * Pages loaded by scrolling; then the list goes on by "더 보기", so what follows it on the page
   * can be reached. Unlimited by default.
   */
  autoPages?: number;
  /** The list opens its page (the best page): the images of its first screen are asked for as they are drawn. */
  opensPage?: boolean;
  /** Kept up to date with the pages shown, for what follows the list (the combined-shipping row). */
  pagesShownRef?: RefObject<number>;
  /**
   * What keeps the list's place through the page's steps in history: a list stepped back to opens at
   * the pages it was left at, with the page where it was.
   */
  places?: ListPlaces | undefined;
}

/**
 * A new query (sort, filter, category) is a new list: it starts again from its first page, or, stepped
 * back to through history, from the pages it was left at (`places`). While
 * its first page loads, the list it replaces stays in place (the query option `keepPreviousData`),
 * marked busy and dimmed, so nothing jumps and the change costs no re-render of a skeleton; it
 * gives way in one commit when the new page is in, or when it failed (then the new list shows its
 * error with a retry).
 */
export function ProductList(props: ProductListProps) {
  const key = JSON.stringify(props.input);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the input's value, not by the object
  const input = useMemo(() => props.input, [key]);
  const paged = usePagedQuery({
    query: useCallback((page: number) => storeItemsQuery({ ...input, page }), [input]),
    maxPage: (data: StoreItemList) => data.maxPage,
    initialPages: props.initialPages,
    keepPreviousData: true,
    returnTo: props.places?.returnTo,
  });
  const replacing = paged.placeholder;
  // What a person's search, sort, filter or category change found, said once its first page is in
  // (the list itself changes in silence, and focus stays on the control they used): the count, 0
  // too, each time a list settles after the person acted in the element. Not the page's own first
  // lists, which the page's reading covers.
  const host = useHost();
  // A sort changes no count: the words would be the same as the last list's, and are made to read
  // again (`sayAgain`).
  const [said, setSaid] = useState<{ key: string | undefined; text: string }>({ key: undefined, text: '' });
  const { first } = paged;
  if (first.data && !replacing && said.key !== paged.key) {
    // Derived state, set while rendering: read once per list, as it settles.
    const text = personActed(host) ? messages.products.total(formatNumber(first.data.storeItemNums)) : '';
    setSaid({ key: paged.key, text: sayAgain(said.text, text) });
  }
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame} className="product-list-frame" aria-busy={replacing || undefined} data-state={replacing ? 'replacing' : undefined}>
      <LiveStatus className="product-list__found" text={said.text} />
      <Products key={paged.key} {...props} paged={paged} frame={frame} />
    </div>
  );
}

const itemsOf = (data: StoreItemList): readonly StoreItem[] => data.storeItemList;
const itemIdOf = (item: StoreItem): string => item.itemId;

function Products({
  paged,
  empty = messages.products.empty,
  onOpen,
  ranked = false,
  autoPages,
  opensPage,
  pagesShownRef,
  places,
  frame,
}: ProductListProps & { paged: PagedQuery<StoreItemList>; frame: RefObject<HTMLDivElement | null> }) {
  const firstScreen = useFirstScreenCount('productGrid');
  const eager = useEagerImages('productGrid', opensPage);
  const open = useOpenWithPages(onOpen, paged.shown, pagesShownRef);

  return (
    <>
      {places?.keep({ listKey: paged.key, pages: paged.shown, lastPage: paged.lastPage, frame, returned: paged.returned })}
      <PagedList
        paged={paged}
        items={itemsOf}
        itemKey={itemIdOf}
        loading={<ProductGridStandIn />}
        empty={
          <div className="state" part="empty" data-state="empty">
            {empty}
          </div>
        }
        renderFrame={(list, first) => (
          <section className="product-list" aria-label={messages.products.listLabel}>
            <p className="product-list__count" part="product-count">
              {messages.products.total(formatNumber(first.storeItemNums))}
            </p>
            {list}
          </section>
        )}
        windowed
        autoPages={autoPages}
        firstScreen={{ count: firstScreen, standIn: gridStandIn }}
        renderList={(ref, pages) => (
          <ul ref={ref} className="product-grid" part="product-grid">
            {pages}
          </ul>
        )}
        sentinelClassName="product-list__more"
        renderItem={(item, page, index) => (
          <li className="product-grid__item" data-page={page}>
            <ProductCard item={item} onOpen={onOpen ? open : undefined} rank={ranked ? index + 1 : undefined} eager={eager(index)} />
          </li>
        )}
      />
    </>
  );
}

/** A list's first page on its way: its grid of cells (see section-stand-ins.tsx for how stand-ins are written). */
export function ProductGridStandIn({ count = PRODUCT_PAGE_SIZE }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" data-state="loading">
      <span className="visually-hidden">{messages.screens.loading}</span>
      <ul className="product-grid" inert>
        {Array.from({ length: count }, (_, index) => gridStandIn(String(index)))}
      </ul>
    </div>
  );
}

/** A grid cell of a card's size, holding its room until the card is drawn. */
function gridStandIn(key: string) {
  return <li key={key} className="skeleton product-grid__skeleton" inert />;
}
