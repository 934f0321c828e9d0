/** Search mode: "검색 결과", a picks row with "더 보기", and the infinite list of results. */
import { useState } from 'react';
import { storeItemsQuery } from '../../core/api/selection.ts';
import { productListInput } from '../../core/api/home-queries.ts';
import { SEARCH_PICK_LIMIT, searchPicksShown } from '../../core/domain/pick-paging.ts';
import type { SelectionUrlState } from '../../core/domain/selection-url.ts';
import { messages } from '../../core/messages/index.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { ProductCard } from '../ui/product-card.tsx';
import { ProductList } from '../ui/product-list.tsx';
import { useIsPhone } from '../ui/use-media.ts';
import { useQuery } from '../ui/use-query.ts';
import { ListControls } from './list-controls.tsx';

const { home } = messages;

export function SearchResults({ rootId, title, url, withPicks, onOpen, initialPages }: {
  rootId: string;
  title: string;
  url: SelectionUrlState;
  /** Picks are offered only when the selection has a pick title. */
  withPicks: boolean;
  onOpen: (item: StoreItem, pages: number) => void;
  initialPages: number;
}) {
  const keyword = url.searchText ?? '';
  return (
    <section className="search-results" part="search-results" aria-label={home.searchResults}>
      <h2 className="section-title">{home.searchResults}</h2>
      {withPicks ? <SearchPicks rootId={rootId} keyword={keyword} onOpen={(item) => onOpen(item, 1)} /> : null}
      <ListControls url={url} withReviews={false} />
      <ProductList
        input={productListInput(rootId, { ...url, isPick: undefined, targetId: undefined })}
        onOpen={onOpen}
        initialPages={initialPages}
        empty={
          <>
            <p className="state__title">{home.searchEmpty}</p>
            <p className="state__detail">{home.searchEmptyDetail(title)}</p>
          </>
        }
      />
    </section>
  );
}

function SearchPicks({ rootId, keyword, onOpen }: { rootId: string; keyword: string; onOpen: (item: StoreItem) => void }) {
  const phone = useIsPhone();
  const [expanded, setExpanded] = useState(false);
  const state = useQuery(storeItemsQuery({ selectionFrameDataId: rootId, isPick: true, inputText: keyword, sortType: 'RECENT', limit: SEARCH_PICK_LIMIT, page: 1 }));
  const items = state.data?.storeItemList ?? [];
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, searchPicksShown(phone));
  return (
    <div className="search-picks" part="search-picks">
      <ul className="product-grid product-grid--picks">
        {shown.map((item) => (
          <li key={item.itemId}>
            <ProductCard item={item} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {!expanded && items.length > shown.length ? (
        <button type="button" className="button search-picks__more" onClick={() => setExpanded(true)}>
          {home.more}
        </button>
      ) : null}
    </div>
  );
}
