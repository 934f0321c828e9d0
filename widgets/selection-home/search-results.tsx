/**
 * Search mode: the picks matching the keyword in their own block (with "더 보기"), then "검색 결과"
 * naming the keyword and the number of results (`storeItemNums`), and the infinite list.
 */
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { storeItemsQuery } from '../../core/api/selection.ts';
import { formatNumber } from '../../core/domain/format.ts';
import { searchPicksShown } from '../../core/domain/pick-paging.ts';
import type { SelectionUrlState } from '../../core/domain/selection-url.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import type { SelectionItemQuery, StoreItem } from '../../core/schemas/store-item.ts';
import { ProductCard } from '../ui/product-card.tsx';
import { ProductGridStandIn, ProductList } from '../ui/product-list.tsx';
import { useFocusNewPage } from '../ui/use-focus-new-page.ts';
import { useIsPhone } from '../ui/use-media.ts';
import { useAsServed } from '../ui/served-draw.ts';
import { useQuery } from '../ui/use-query.ts';
import { FilteredEmpty, ListControls, useShownFiltered } from './list-controls.tsx';
import type { ListPlaces } from '../ui/list-place.ts';

/** What the search bar asks of the results when the words shown are searched again. */
export interface SearchAgain {
  /** What failed of the search (its picks, its first page) is asked for again, as its retry does. */
  searchAgain: () => void;
}

export function SearchResults({
  ref,
  input,
  picks: picksInput,
  title,
  url,
  onOpen,
  onOpenPick,
  initialPages,
  places,
  picksExpanded,
}: {
  ref?: Ref<SearchAgain>;
  /** The list's first-page query, as the first-screen plan gives it (the whole selection, by the words). */
  input: SelectionItemQuery;
  /** The picks' query, when the selection offers picks (the plan's `searchPicks`). */
  picks: SelectionItemQuery | undefined;
  title: string;
  url: SelectionUrlState;
  onOpen: (item: StoreItem, pages: number) => void;
  /** A pick opens: `pages` is 2 once "더 보기" showed the rest. */
  onOpenPick: (item: StoreItem, pages: number) => void;
  initialPages: number;
  /** The picks open with the rest shown: the page comes back to one of them. */
  picksExpanded: boolean;
  /** The home's lists' places through its steps in history (the results' list keeps its own). */
  places: ListPlaces;
}) {
  const headingId = useId();
  const picksHeadingId = useId();
  // These words' first page, asked for beside their picks (one cached request with the list's own).
  const asked = useQuery(storeItemsQuery({ ...input, page: 1 }));
  // New words keep the last picks shown (`placeholder`) until their own answer (or failure) is in.
  const picks = useQuery(picksInput && storeItemsQuery(picksInput), { keepPreviousData: true });
  const picksIn = !picksInput || (picks.status !== 'loading' && !picks.placeholder);
  useImperativeHandle(ref, () => ({
    searchAgain: () => {
      for (const query of [picks, asked]) if (query.error && !query.placeholder) query.retry();
    },
  }));
  // The list shown follows these words and filters once their picks and their first page are in.
  const filteredEmpty = useShownFiltered(url, picksIn && asked.status !== 'loading');
  // The search drawn (its list's query, which holds its words) is drawn together with the picks above
  // it, never under another search's: until these words' picks are in, the last search stays (marked
  // busy), and the first words wait in one stand-in. Drawn before their picks, the results moved down
  // the screen when the picks came.
  const [drawn, setDrawn] = useState<SelectionItemQuery>();
  if (picksIn && !(drawn && sameQuery(drawn, input))) setDrawn(input);
  const shown = picksIn ? input : drawn;
  // The shown list's first page: its storeItemNums is the count in the heading.
  const first = useQuery(shown && storeItemsQuery({ ...shown, page: 1 }));
  const total = first.data?.storeItemNums;
  if (!shown) return <ProductGridStandIn />;
  const pickItems = picks.data?.storeItemList ?? [];
  return (
    <>
      {pickItems.length > 0 ? (
        <section className="search-picks" part="search-picks" aria-labelledby={picksHeadingId}>
          <h2 id={picksHeadingId} className="search-picks__title">
            {home.picksLabel}
          </h2>
          {/* Folded again for other words. */}
          <PickGrid key={shown.inputText} items={pickItems} expandedAtFirst={picksExpanded} onOpen={onOpenPick} />
        </section>
      ) : null}
      <section className="search-results" part="search-results" aria-labelledby={headingId} aria-busy={!picksIn || undefined}>
        <h2 id={headingId} className="section-title search-results__title">
          <span className="search-results__keyword">{home.searchKeyword(shown.inputText)}</span> {home.searchResults}{' '}
          {total !== undefined ? <span className="search-results__count">{home.searchCount(formatNumber(total))}</span> : null}
        </h2>
        <ListControls url={url} withReviews={false} />
        <ProductList
          input={shown}
          onOpen={onOpen}
          initialPages={initialPages}
          places={places}
          empty={
            filteredEmpty ? (
              <FilteredEmpty />
            ) : (
              <>
                <p className="state__title">{home.searchEmpty}</p>
                <p className="state__detail">{home.searchEmptyDetail(title)}</p>
              </>
            )
          }
        />
      </section>
    </>
  );
}

/** The same call, whether or not the same object (a plan made again gives a new one). */
const sameQuery = (a: SelectionItemQuery, b: SelectionItemQuery): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The picks a screen shows first (page 1), and the rest (page 2) after "더 보기", which hands focus to the first of them. */
function PickGrid({
  items,
  expandedAtFirst,
  onOpen,
}: {
  items: StoreItem[];
  expandedAtFirst: boolean;
  onOpen: (item: StoreItem, pages: number) => void;
}) {
  const first = searchPicksShown(useIsPhone());
  const [expanded, setExpanded] = useState(false);
  // Coming back to a pick behind "더 보기": shown whole, once hydrated (a server drew the picks folded).
  const back = useAsServed(expandedAtFirst, false);
  if (back && !expanded) setExpanded(true);
  const list = useRef<HTMLUListElement>(null);
  const focusPage = useFocusNewPage(list);
  const shown = expanded ? items : items.slice(0, first);
  return (
    <>
      <ul ref={list} className="product-grid product-grid--picks">
        {shown.map((item, index) => (
          <li key={item.itemId} data-page={index < first ? 1 : 2}>
            <ProductCard item={item} onOpen={(opened) => onOpen(opened, expanded ? 2 : 1)} />
          </li>
        ))}
      </ul>
      {!expanded && items.length > shown.length ? (
        <button
          type="button"
          className="button search-picks__more"
          onClick={() => {
            focusPage(2);
            setExpanded(true);
          }}
        >
          {home.more}
        </button>
      ) : null}
    </>
  );
}
