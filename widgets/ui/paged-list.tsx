/**
 * The one infinite list, with its states: `loading` while page 1 is on its way, page 1's error
 * with a retry, `empty` when page 1 has no items; then pages 1…shown of a `usePagedQuery`, each
 * page's items (a later page that failed shows its error with a retry in its place), then the
 * list's end (`list-end.tsx`). Pages are offset slices of the server's order at the time each is
 * asked for: when that order moved in between (a new review request on top, a vote lifting an item),
 * a later page repeats an item drawn above it, and leaves it out (`keysAbove`).
 *
 * Its pieces, one job each: paging (`use-paged-query.ts`, `list-end.tsx`), windowing
 * (`use-page-window.ts`: with `windowed`, a page far from the viewport becomes one spacer of its
 * height, so the DOM stays bounded; items carry `data-page`), focus after "더 보기"
 * (`use-focus-new-page.ts`), and the first screen (`render-budget.ts`: with `firstScreen`, the
 * render that draws page 1 draws its first cards and stand-ins for the rest).
 */
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { cachedData } from '../../core/cache/query-cache.ts';
import type { ApiError } from '../../core/http/api-error.ts';
import { InlineError } from './inline-error.tsx';
import { ListEnd } from './list-end.tsx';
import { useDrawnWhole } from './render-budget.ts';
import { useFocusNewPage } from './use-focus-new-page.ts';
import { usePageWindow } from './use-page-window.ts';
import { usePageState, type PagedQuery } from './use-paged-query.ts';

interface PagedListProps<T, I> {
  paged: PagedQuery<T>;
  /** The items of one page's response. */
  items: (data: T) => readonly I[];
  /** An item's identity: its React key, and a later page leaves out an item a page above it shows. */
  itemKey: (item: I) => string;
  /** What stands in for the list while page 1 loads. */
  loading: ReactNode;
  /** What the list shows when page 1 has no items. */
  empty: ReactNode;
  /** Page 1 failed: its message with a retry (an inline one unless given). */
  renderError?: (error: ApiError, retry: () => void, busy: boolean) => ReactNode;
  /** Around the list and its end once page 1 has items (a count or a title above it), given page 1. */
  renderFrame?: (list: ReactNode, first: T) => ReactNode;
  /** One `<li>` (keyed by `itemKey` here); `page` and `index` (in the whole list, from 0) for ranks and `data-page`. */
  renderItem: (item: I, page: number, index: number) => ReactNode;
  /** The `<ul>` (its class, part and label written where the manifest's part check reads them), given `ref` and the pages. */
  renderList: (ref: Ref<HTMLUListElement>, pages: ReactNode) => ReactNode;
  /**
   * Given, the render that draws page 1 draws its first `count` items and `standIn`s (an `<li>` of an
   * item's size) in place of the rest, so nothing below moves, and the items follow right after.
   */
  firstScreen?: { count: number; standIn: (key: string) => ReactNode } | undefined;
  windowed?: boolean;
  /** Pages loaded by scrolling; after them each further page is asked for with "더 보기". */
  autoPages?: number | undefined;
  /** Shown after the last page when the list was capped (`maxPages`) with more on the server. */
  endNote?: ReactNode;
  sentinelClassName?: string;
}

const inlineError = (error: ApiError, retry: () => void, busy: boolean) => <InlineError error={error} onRetry={retry} busy={busy} />;
/** `keepSince` for a page the list has set aside before: any answer it has stays (one marked stale by a change loads again). */
const DRAWN_BEFORE = 0;
const asIs = (list: ReactNode) => list;

export function PagedList<T, I>({ renderError = inlineError, renderFrame = asIs, ...props }: PagedListProps<T, I>) {
  const { first } = props.paged;
  if (first.status === 'loading') return props.loading;
  if (first.data === undefined) return first.error ? renderError(first.error, first.retry, first.fetching) : props.loading;
  if (props.items(first.data).length === 0) return props.empty;
  return renderFrame(<Pages {...props} />, first.data);
}

/** The pages and the list's end, mounted once page 1 has items. */
function Pages<T, I>({
  paged,
  items,
  itemKey,
  renderItem,
  renderList,
  firstScreen,
  windowed = false,
  autoPages = Number.POSITIVE_INFINITY,
  endNote,
  sentinelClassName,
}: Omit<PagedListProps<T, I>, 'loading' | 'empty' | 'renderError' | 'renderFrame'>) {
  const element = useRef<HTMLUListElement>(null);
  // When this list went up: a page drawn keeps an answer it got since (`keepSince`), and a page set
  // aside and drawn again keeps the answer it had, however old, even one the cache held before the
  // list went up (the same list shown earlier on the page).
  const [upSince] = useState(Date.now);
  const whole = useDrawnWhole() || firstScreen === undefined;
  // Not while page 1 is cut to its first screen: its height then would be that of its first cards,
  // and a spacer of that height, drawn again as the page, would push all below it down.
  const { collapsed, known } = usePageWindow(element, paged.shown, windowed && whole);
  const focusPage = useFocusNewPage(element);
  // A page above others got a new answer (the pages shown loaded again, in any order): every page is
  // drawn again, so the ones below leave out what it now shows, and show what it no longer does.
  const [, setAnswersAbove] = useState(0);
  const answeredAbove = useCallback(() => setAnswersAbove((count) => count + 1), []);
  const pages = Array.from({ length: paged.shown }, (_, index) => index + 1);
  // What a page drawn above others holds while its answer is on its way, so nothing below it moves:
  // its height as last set aside, or, never drawn yet (pages loaded at once to come back to a
  // product), stand-ins as many as page 1's items. The last page holds nothing: the list grows there.
  const roomOf = (page: number): ReactNode => {
    if (page === paged.shown) return null;
    const height = known.get(page);
    if (height !== undefined) return <Spacer height={height} />;
    const size = firstScreen && paged.first.data !== undefined ? items(paged.first.data).length : 0;
    return Array.from({ length: size }, (_, index) => firstScreen?.standIn(`room-${index}`));
  };
  return (
    <>
      {renderList(
        element,
        pages.map((page) => {
          const height = collapsed.get(page);
          return height === undefined ? (
            <Page
              key={page}
              page={page}
              paged={paged}
              items={items}
              itemKey={itemKey}
              renderItem={renderItem}
              keepSince={windowed ? (known.has(page) ? DRAWN_BEFORE : upSince) : undefined}
              cut={page === 1 && !whole ? firstScreen : undefined}
              room={() => roomOf(page)}
              onAnswer={page < paged.shown ? answeredAbove : undefined}
            />
          ) : (
            <Spacer key={`spacer-${page}`} height={height} page={page} />
          );
        }),
      )}
      <ListEnd
        paged={paged}
        autoPages={autoPages}
        endNote={endNote}
        sentinelClassName={sentinelClassName}
        whole={whole}
        onMore={() => {
          focusPage(paged.shown + 1);
          paged.next();
        }}
      />
    </>
  );
}

/** A whole row of `height` in a page's place: set aside (`page` given), or holding its room while it loads. */
function Spacer({ height, page }: { height: number; page?: number }) {
  return <li className="paged-list__row paged-list__spacer" data-spacer={page} aria-hidden="true" style={{ height }} />;
}

function Page<T, I>({
  page,
  paged,
  items,
  itemKey,
  renderItem,
  keepSince,
  cut,
  room,
  onAnswer,
}: {
  page: number;
  paged: PagedQuery<T>;
  items: (data: T) => readonly I[];
  itemKey: (item: I) => string;
  renderItem: (item: I, page: number, index: number) => ReactNode;
  /** The page may be drawn again in the list's life (windowed): it keeps an answer received since (see `Pages`). */
  keepSince: number | undefined;
  /** Given in the render that draws page 1 first: its first `count` items, then stand-ins for the rest. */
  cut: PagedListProps<T, I>['firstScreen'];
  /** What is drawn while the page's answer is on its way (see `Pages`). */
  room: () => ReactNode;
  /** Told of each new answer of a page with pages below it. */
  onAnswer: (() => void) | undefined;
}) {
  const state = usePageState(paged, page, { keepSince });
  const above = keysAbove(paged, page, items, itemKey);
  // Only a new answer counts: not the page becoming one with pages below it as the list grows.
  const answered = useRef(state.data);
  useEffect(() => {
    if (state.data === answered.current) return;
    answered.current = state.data;
    if (state.data !== undefined) onAnswer?.();
  }, [state.data, onAnswer]);
  if (state.data === undefined) {
    return state.error ? (
      <li className="paged-list__row" data-page={page}>
        <InlineError error={state.error} onRetry={state.retry} busy={state.fetching} />
      </li>
    ) : (
      room()
    );
  }
  const all = items(state.data);
  const drawn = cut ? all.slice(0, cut.count) : all;
  // Numbered on from the items above (a rank), an item left out taking no number.
  let index = above.size;
  return (
    <>
      {drawn.map((item) => {
        const key = itemKey(item);
        return above.has(key) ? null : <Fragment key={key}>{renderItem(item, page, index++)}</Fragment>;
      })}
      {cut ? Array.from({ length: all.length - drawn.length }, (_, index) => cut.standIn(`stand-in-${index}`)) : null}
    </>
  );
}

/**
 * The keys of the items on the pages above `page`, as the cache holds them: read as the page draws,
 * without listening to those pages (a listener would keep every page above loaded and asked again
 * on each change of person, set aside or not). A page above that gets a new answer has every page
 * drawn again (`onAnswer`).
 */
function keysAbove<T, I>(paged: PagedQuery<T>, page: number, items: (data: T) => readonly I[], itemKey: (item: I) => string) {
  const keys = new Set<string>();
  for (let above = 1; above < page; above += 1) {
    const data = cachedData<T>(paged.query(above).key);
    if (data !== undefined) for (const item of items(data)) keys.add(itemKey(item));
  }
  return keys;
}
