/**
 * The infinite product list: pages of 21 in rows of 3, loaded while the page is below maxPage.
 *
 * @csspart product-grid - The product grid.
 * @csspart product-count - The number of products above the grid.
 * @csspart empty - The message of a list without products.
 * @csspart list-error - A list page that failed to load, with its retry button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { storeItemsQuery } from '../../core/api/selection.ts';
import { PRODUCT_PAGE_SIZE } from '../../core/api/home-queries.ts';
import { formatNumber } from '../../core/domain/format.ts';
import { messages } from '../../core/messages/index.ts';
import type { SelectionItemQueryInput, StoreItem } from '../../core/schemas/store-item.ts';
import { InlineError } from './inline-error.tsx';
import { PageSentinel } from './page-sentinel.tsx';
import { ProductCard } from './product-card.tsx';
import { useQuery } from './use-query.ts';

type ListInput = Omit<SelectionItemQueryInput, 'page'>;

export function ProductList({ input, empty = messages.products.empty, onOpen, initialPages = 1, ranked = false }: {
  input: ListInput;
  /** What an empty list shows. */
  empty?: ReactNode;
  /** A product is about to open; `pages` is how many pages are loaded (for back navigation). */
  onOpen?: (item: StoreItem, pages: number) => void;
  /** Pages to load at once, e.g. to return to an item after back navigation. */
  initialPages?: number;
  /** Shows each product's place in the list (1, 2, 3…), as best lists do. */
  ranked?: boolean;
}) {
  const inputKey = JSON.stringify(input);
  const [pageCount, setPageCount] = useState(initialPages);
  const first = useQuery(storeItemsQuery({ ...input, page: 1 }));
  const maxPage = first.data?.maxPage ?? 0;

  // A new query starts again from its first page.
  const firstKey = useRef(inputKey);
  useEffect(() => {
    if (firstKey.current !== inputKey) setPageCount(1);
    firstKey.current = inputKey;
  }, [inputKey]);

  if (first.status === 'loading') return <ProductGridSkeleton />;
  if (first.status === 'error' && !first.data) return <InlineError error={first.error} onRetry={first.retry} />;
  const total = first.data?.storeItemNums ?? 0;
  if (total === 0) {
    return (
      <div className="state" part="empty" data-state="empty">
        {empty}
      </div>
    );
  }
  const pages = Array.from({ length: Math.min(pageCount, Math.max(maxPage, 1)) }, (_, index) => index + 1);
  return (
    <section className="product-list" aria-label={messages.products.listLabel}>
      <p className="product-list__count" part="product-count">
        {messages.products.total(formatNumber(total))}
      </p>
      <ul className="product-grid" part="product-grid">
        {pages.map((page) => (
          <ProductPage key={page} input={{ ...input, page }} ranked={ranked} onOpen={onOpen && ((item) => onOpen(item, pages.length))} />
        ))}
      </ul>
      <PageLoader input={input} page={pages.length} maxPage={maxPage} onNext={() => setPageCount(pages.length + 1)} />
    </section>
  );
}

function ProductPage({ input, onOpen, ranked }: { input: SelectionItemQueryInput; onOpen?: ((item: StoreItem) => void) | undefined; ranked: boolean }) {
  const state = useQuery(storeItemsQuery(input));
  if (!state.data) return null;
  const offset = ((input.page ?? 1) - 1) * (input.limit ?? PRODUCT_PAGE_SIZE);
  return (
    <>
      {state.data.storeItemList.map((item, index) => (
        <li key={item.itemId} className="product-grid__item">
          <ProductCard item={item} onOpen={onOpen} rank={ranked ? offset + index + 1 : undefined} />
        </li>
      ))}
    </>
  );
}

/** Loads the next page once the last one has arrived and the end of the list comes near. */
function PageLoader({ input, page, maxPage, onNext }: { input: ListInput; page: number; maxPage: number; onNext: () => void }) {
  const last = useQuery(storeItemsQuery({ ...input, page }));
  if (last.status === 'error') {
    return <InlineError error={last.error} onRetry={last.retry} />;
  }
  if (page >= maxPage) return null;
  return <PageSentinel ready={last.status === 'success'} busy={last.fetching} onNext={onNext} className="product-list__more" />;
}

export function ProductGridSkeleton({ count = PRODUCT_PAGE_SIZE }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" data-state="loading">
      <span className="visually-hidden">{messages.screens.loading}</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="skeleton product-grid__skeleton" />
        ))}
      </ul>
    </div>
  );
}
