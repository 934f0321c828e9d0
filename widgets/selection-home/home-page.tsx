/** A selection's home for templates A, B and C, composed from the sections of SPEC §2. */
import { memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { allListQuery, pickedChildListQuery, storeItemsQuery } from '../../core/api/selection.ts';
import { categoryTree } from '../../core/domain/category-tree.ts';
import { homeLists, listUrlFor, type HomeBanners, type HomeLists, type HomeScreen } from '../../core/api/home-queries.ts';
import { pickChoice, picksOffered } from '../../core/domain/pick-rules.ts';
import { TEMPLATE_TRAITS, type TemplateName } from '../../core/domain/templates.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { emit } from '../../bridge/events.ts';
import { LoadingScreen } from '../ui/fallback-screens.tsx';
import { useHost } from '../ui/host-context.ts';
import { InlineError } from '../ui/inline-error.tsx';
import { ProductGridStandIn, ProductList } from '../ui/product-list.tsx';
import { ChunkFailure, useChunk } from '../ui/use-chunk.tsx';
import { ServedChunkFailure, servedChunkWait } from '../ui/served-chunk-wait.tsx';
import { useQuery } from '../ui/use-query.ts';
import { useUpdateUrlState, useUrlState } from './url-state.ts';
import { useListPlaces } from './list-places.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { BestRow } from './best-row.tsx';
import { BundleSlider } from './bundle-slider.tsx';
import { CategoryNav } from './category-nav.tsx';
import { ChildCircles } from './child-circles.tsx';
import { FilteredEmpty, ListControls, useShownFiltered } from './list-controls.tsx';
import { PickSlider } from './pick-slider.tsx';
import { PickTabs } from './pick-tabs.tsx';
import { SearchBar } from './search-bar.tsx';
import { SearchResults, type SearchAgain } from './search-results.tsx';
import { CategoryNavStandIn, CirclesStandIn } from './section-stand-ins.tsx';
import { ShareButton } from './share-button.tsx';
import { SneakersTabs } from './sneakers-tabs.tsx';
import { useScrollRestoration } from '../ui/use-scroll-restoration.ts';
import { useFocusOnwardsThroughHistory } from './focus-through-history.ts';
import { REVIEW_SIDE } from './review/chunk-name.ts';

// The review tab and vote page are sneakers-only: their code (one chunk, with their CSS) loads when
// one of them is opened.
/** The review side's code: one chunk for the review tab and the vote page (the loader has usually started it). */
const loadReviewSide = () => import('./review/review-tab.tsx');

// Sections that do not follow the list's sort or filters: a sort change does not draw them again.
const Banners = memo(BannerCarousel);
const Circles = memo(ChildCircles);
const Picks = memo(PickSlider);
const PickTabRow = memo(PickTabs);
const Best = memo(BestRow);
const Bundle = memo(BundleSlider);

/** Product pages loaded by scrolling before the list asks for "더 보기" (when a row follows it). */
const LIST_AUTO_PAGES = 3;

type TemplatePlan = Extract<HomeScreen, { kind: 'template' }>;

/** The page `plan` (the first-screen plan of the URL state shown) decides: its template, tab, side, banners and lists. */
export function HomePage({ plan }: { plan: TemplatePlan }) {
  const host = useHost();
  useEffect(() => {
    emit(host, 'selection-ready', { tag: host.localName });
  }, [host]);
  useFocusOnwardsThroughHistory();

  const { template, large, node, tab, side } = plan;
  const traits = TEMPLATE_TRAITS[template];
  if (side === 'vote-page') return <ReviewSide page="vote-page" large={large} />;

  return (
    <div className="home" part="home" data-template={template}>
      <header className="home__header" part="header">
        <div className="home__heading">
          <h1 className="page-title">{node.title}</h1>
          <ShareButton title={node.title} />
        </div>
        <Subtitle large={large} />
      </header>
      {traits.reviewSide ? <SneakersTabs tab={tab} /> : null}
      <div
        id="sneakers-panel"
        role={traits.reviewSide ? 'tabpanel' : undefined}
        aria-labelledby={traits.reviewSide ? `sneakers-tab-${tab}` : undefined}
      >
        {side === 'review-tab' || !plan.lists ? (
          <ReviewSide page="review-tab" large={large} />
        ) : (
          <Storefront template={template} large={large} node={node} lists={plan.lists} banners={plan.banners} />
        )}
      </div>
    </div>
  );
}

/**
 * The review tab or the vote page, once their code is in (a loading screen until then, a retry if
 * it fails). The boundary holds a server's render of them while their code is still on its way, or
 * fails to come (the notice above it then has the retry).
 */
function ReviewSide(props: { page: 'review-tab' | 'vote-page'; large: SelectionFrame }) {
  return (
    <>
      <ServedChunkFailure name={REVIEW_SIDE} />
      <Suspense fallback={<LoadingScreen />}>
        <ReviewSideCode {...props} />
      </Suspense>
    </>
  );
}

function ReviewSideCode({ page, large }: { page: 'review-tab' | 'vote-page'; large: SelectionFrame }) {
  const chunk = useChunk(REVIEW_SIDE, loadReviewSide, servedChunkWait);
  if (chunk.status === 'failed') return <ChunkFailure retry={chunk.retry} />;
  if (chunk.status === 'loading') return <LoadingScreen />;
  const { ReviewTab, VotePage } = chunk.module;
  return page === 'vote-page' ? <VotePage large={large} /> : <ReviewTab large={large} />;
}

function Subtitle({ large }: { large: SelectionFrame }) {
  const text = large.subTitleList.find((entry) => entry.viewType === 'A')?.text;
  return text ? <p className="home__subtitle">{text}</p> : null;
}

function Storefront({
  template,
  large,
  node,
  lists: planned,
  banners,
}: {
  template: TemplateName;
  large: SelectionFrame;
  node: SelectionFrame;
  lists: HomeLists;
  banners: HomeBanners | undefined;
}) {
  const rawUrl = planned.url;
  const all = useQuery(allListQuery(planned.categoriesOf));
  const tree = useMemo(() => categoryTree(all.data?.selectionFrameDataList ?? []), [all.data]);
  const { pagesOf, onOpen, restoring } = useScrollRestoration();
  // The grid's pages shown: the combined-shipping row follows them, and comes back below as many.
  const gridPages = useRef(1);
  // A row's product is remembered in its row, with the row's pages (the best row has one).
  const openIn = useMemo(
    () => ({
      picks: (item: StoreItem, pages: number) => onOpen(item, pages, 'pick-slider'),
      best: (item: StoreItem) => onOpen(item, 1, 'best-row'),
      bundle: (item: StoreItem) => onOpen(item, gridPages.current, 'bundle-slider'),
      searchPicks: (item: StoreItem, pages: number) => onOpen(item, pages, 'search-picks'),
    }),
    [onOpen],
  );
  const withPicks = picksOffered(large.pickTitle);
  // A `pick` in the URL is checked against the pick categories (the same cached call as the pick tabs).
  const pickList = useQuery(withPicks && rawUrl.pick ? pickedChildListQuery(large._id) : undefined);
  const choice = pickChoice(
    rawUrl,
    large.pickTitle,
    pickList.data ? pickList.data.selectionFrameDataList.map((frame) => frame._id) : pickList.error ? null : undefined,
  );
  // The plan's lists, unless the URL's pick is not one of the pick categories (then listed without it).
  const chosen = choice.status === 'ready' && choice.url.pick !== rawUrl.pick ? homeLists(node._id, choice.url, withPicks) : planned;
  const chosenUrl = choice.status === 'ready' ? chosen.url : { ...rawUrl, pick: undefined };
  // A category the URL names that is not in this page's part of the selection (another selection's,
  // none, or on a category's page one of another branch) is ignored as any invalid parameter is
  // (SPEC §5): once the category tree is in, the nav shows ALL and the list is ALL's from that very
  // render (a server's too, whose first screen is then the page's own), and the URL follows.
  const target = chosenUrl.isPick ? undefined : chosenUrl.targetId;
  const unknownTarget = all.status === 'success' && target !== undefined && !tree.holds(node._id, target);
  const lists = unknownTarget ? homeLists(node._id, { ...chosen.url, targetId: undefined }, withPicks) : chosen;
  const url = unknownTarget ? { ...chosenUrl, targetId: undefined } : chosenUrl;
  const listUrl = lists.url;
  const traits = TEMPLATE_TRAITS[template];
  // Discovery and search leave out "most reviews": the plan lists by the default, and the URL says so too, once.
  const update = useUpdateUrlState();
  const { url: shownUrl } = useUrlState();
  const places = useListPlaces();
  const excludedSort = listUrlFor(template, shownUrl) !== shownUrl;
  useEffect(() => {
    if (excludedSort) update({ sortType: undefined }, 'replace');
  }, [excludedSort, update]);
  useEffect(() => {
    if (unknownTarget) update({ targetId: undefined }, 'replace');
  }, [unknownTarget, update]);
  const listInput = lists.products;
  const firstPage = useQuery(choice.status === 'ready' ? storeItemsQuery(listInput) : undefined);
  const filteredEmpty = useShownFiltered(listUrl, firstPage.status !== 'loading');
  // The combined-shipping row is asked for with the first product the page showed; a later sort or
  // filter reorders the list, not the row (which would otherwise load again on every change).
  const [bundleItemId, setBundleItemId] = useState<string | undefined>(undefined);
  const firstItemId = firstPage.data?.storeItemList[0]?.itemId;
  if (bundleItemId === undefined && firstItemId !== undefined) setBundleItemId(firstItemId);

  // The same words searched again: the results ask again for what failed of their search.
  const results = useRef<SearchAgain>(null);

  return (
    <>
      {banners ? <Banners main={banners.main} subs={banners.subs} autoplayDelay={traits.autoplayMs} /> : null}
      <SearchBar title={large.title} value={url.searchText} onSearchAgain={() => results.current?.searchAgain()} />
      {url.searchText ? (
        <SearchResults
          ref={results}
          input={listInput}
          picks={lists.searchPicks}
          title={large.title}
          url={listUrl}
          onOpen={onOpen}
          onOpenPick={openIn.searchPicks}
          initialPages={pagesOf('product-grid')}
          picksExpanded={pagesOf('search-picks') > 1}
          places={places}
        />
      ) : (
        <>
          {all.error && !all.data ? (
            <InlineError error={all.error} onRetry={all.retry} busy={all.fetching} className="category-nav__error" />
          ) : all.data === undefined ? (
            traits.categories === 'circles' ? (
              <CirclesStandIn />
            ) : (
              <CategoryNavStandIn rows={url.targetId ? 2 : 1} />
            )
          ) : traits.categories === 'circles' ? (
            <Circles tree={tree} root={node} selectedId={url.targetId} />
          ) : (
            <CategoryNav tree={tree} root={node} url={url} pickTitle={large.pickTitle} lineChooser={traits.lineChooser} />
          )}
          {traits.pickTabs && withPicks ? <PickTabRow largeId={large._id} selected={url.pick} /> : null}
          {url.isPick || !withPicks ? null : (
            <Picks
              frameId={choice.status === 'ready' ? (url.pick ?? node._id) : undefined}
              title={large.pickTitle}
              phoneMax={traits.phonePicks}
              discovery={traits.discoveryPicks}
              initialPages={pagesOf('pick-slider')}
              onOpen={openIn.picks}
            />
          )}
          {traits.bestRow ? <Best largeId={large._id} onOpen={openIn.best} /> : null}
          <ListControls url={listUrl} withReviews={traits.reviewSort} />
          {choice.status === 'ready' ? (
            // The combined-shipping row follows the list: after a few pages the list goes on by "더 보기".
            <ProductList
              input={listInput}
              empty={filteredEmpty ? <FilteredEmpty /> : undefined}
              onOpen={onOpen}
              pagesShownRef={gridPages}
              initialPages={pagesOf('product-grid')}
              places={places}
              {...(traits.bundleRow ? { autoPages: LIST_AUTO_PAGES } : {})}
            />
          ) : (
            <ProductGridStandIn />
          )}
          {traits.bundleRow && bundleItemId ? (
            <Bundle large={large} storeItemId={bundleItemId} eager={restoring === 'bundle-slider'} onOpen={openIn.bundle} />
          ) : null}
        </>
      )}
    </>
  );
}
