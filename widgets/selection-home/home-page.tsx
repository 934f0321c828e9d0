/** A selection's home for templates A, B and C, composed from the sections of SPEC §2. */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { allListQuery, pickedChildListQuery, storeItemsQuery } from '../../core/api/selection.ts';
import { categoryTree } from '../../core/domain/category-tree.ts';
import { listUrlFor, productListInput } from '../../core/api/home-queries.ts';
import { pickChoice, picksOffered } from '../../core/domain/pick-rules.ts';
import type { SelectionUrlState } from '../../core/domain/selection-url.ts';
import type { TemplateName } from '../../core/domain/templates.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { emit } from '../../bridge/events.ts';
import { LoadingScreen } from '../ui/fallback-screens.tsx';
import { useHost } from '../ui/host-context.ts';
import { InlineError } from '../ui/inline-error.tsx';
import { ProductGridSkeleton, ProductList } from '../ui/product-list.tsx';
import { useQuery } from '../ui/use-query.ts';
import { useUpdateUrlState, useUrlState } from './url-state.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { BestRow } from './best-row.tsx';
import { BundleSlider } from './bundle-slider.tsx';
import { CategoryNav } from './category-nav.tsx';
import { ChildCircles } from './child-circles.tsx';
import { ListControls } from './list-controls.tsx';
import { PickSlider } from './pick-slider.tsx';
import { PickTabs } from './pick-tabs.tsx';
import { SearchBar } from './search-bar.tsx';
import { SearchResults } from './search-results.tsx';
import { ShareButton } from './share-button.tsx';
import { SneakersTabs } from './sneakers-tabs.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

// The review tab and vote page are sneakers-only: their code loads when they are opened.
const ReviewTab = lazy(() => import('./review/review-tab.tsx').then((module) => ({ default: module.ReviewTab })));
const VotePage = lazy(() => import('./review/vote-page.tsx').then((module) => ({ default: module.VotePage })));

/** Banner autoplay: 4000 ms, 3000 ms in the simpler template. */
const AUTOPLAY_MS: Record<TemplateName, number> = { A: 4000, B: 3000, C: 4000 };

export function HomePage({ template, large, node }: { template: TemplateName; large: SelectionFrame; node: SelectionFrame }) {
  const host = useHost();
  const { url } = useUrlState();
  useEffect(() => {
    emit(host, 'selection-ready', { tag: host.localName });
  }, [host]);

  if (template === 'C' && url.path === 'vote') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <VotePage large={large} />
      </Suspense>
    );
  }
  const tab = template === 'C' ? (url.tab ?? 0) : 0;

  return (
    <div className="home" part="home" data-template={template}>
      <header className="home__header" part="header">
        <div className="home__heading">
          <h1 className="home__title">{node.title}</h1>
          <ShareButton title={node.title} />
        </div>
        <Subtitle large={large} />
      </header>
      {template === 'C' ? <SneakersTabs tab={tab} /> : null}
      <div id="sneakers-panel" role={template === 'C' ? 'tabpanel' : undefined} aria-labelledby={template === 'C' ? `sneakers-tab-${tab}` : undefined}>
        {tab === 1 ? (
          <Suspense fallback={<LoadingScreen />}>
            <ReviewTab large={large} />
          </Suspense>
        ) : <Storefront template={template} large={large} node={node} url={url} />}
      </div>
    </div>
  );
}

function Subtitle({ large }: { large: SelectionFrame }) {
  const text = large.subTitleList.find((entry) => entry.viewType === 'A')?.text;
  return text ? <p className="home__subtitle">{text}</p> : null;
}

function Storefront({ template, large, node, url: rawUrl }: { template: TemplateName; large: SelectionFrame; node: SelectionFrame; url: SelectionUrlState }) {
  const all = useQuery(allListQuery(node._id));
  const tree = useMemo(() => categoryTree(all.data?.selectionFrameDataList ?? []), [all.data]);
  const { initialPages, onOpen } = useScrollRestoration();
  const openPick = (item: Parameters<typeof onOpen>[0]) => onOpen(item, 1);
  const withPicks = picksOffered(large.pickTitle);
  // A `pick` in the URL is checked against the pick categories (the same cached call as the pick tabs).
  const pickList = useQuery(withPicks && rawUrl.pick ? pickedChildListQuery(large._id) : undefined);
  const choice = pickChoice(
    rawUrl,
    large.pickTitle,
    pickList.data ? pickList.data.selectionFrameDataList.map((frame) => frame._id) : pickList.error ? null : undefined,
  );
  const url = choice.status === 'ready' ? choice.url : { ...rawUrl, pick: undefined };
  const withReviews = template !== 'C';
  // Discovery and search leave out "most reviews": a URL asking for it falls back to the default.
  const update = useUpdateUrlState();
  const listUrl = listUrlFor(template, url);
  const excludedSort = listUrl !== url;
  // ...and the URL says so too, once (the list already asked with the default).
  useEffect(() => {
    if (excludedSort) update({ sortType: undefined }, 'replace');
  }, [excludedSort, update]);
  const listInput = productListInput(node._id, listUrl);
  const firstPage = useQuery(choice.status === 'ready' ? storeItemsQuery(listInput) : undefined);
  const firstItem = firstPage.data?.storeItemList[0];

  return (
    <>
      {url.searchText ? null : <BannerCarousel images={large.imgList} autoplayDelay={AUTOPLAY_MS[template]} />}
      <SearchBar title={large.title} value={url.searchText} />
      {url.searchText ? (
        <SearchResults rootId={node._id} title={large.title} url={listUrl} withPicks={withPicks} onOpen={onOpen} initialPages={initialPages} />
      ) : (
        <>
          {all.error && !all.data ? (
            <InlineError error={all.error} onRetry={all.retry} className="category-nav__error" />
          ) : template === 'B' ? (
            <ChildCircles tree={tree} root={node} selectedId={url.targetId} />
          ) : (
            <CategoryNav tree={tree} root={node} url={url} pickTitle={large.pickTitle} lineChooser={template === 'C'} />
          )}
          {template === 'B' && withPicks ? <PickTabs largeId={large._id} selected={url.pick} /> : null}
          {url.isPick || !withPicks ? null : (
            <PickSlider
              frameId={choice.status === 'ready' ? (url.pick ?? node._id) : undefined}
              title={large.pickTitle}
              phoneMax={template === 'B' ? 15 : 20}
              discovery={template === 'C'}
              onOpen={openPick}
            />
          )}
          {template === 'B' ? <BestRow largeId={large._id} onOpen={openPick} /> : null}
          <ListControls url={listUrl} withReviews={withReviews} />
          {choice.status === 'ready' ? <ProductList input={listInput} onOpen={onOpen} initialPages={initialPages} /> : <ProductGridSkeleton />}
          {template === 'A' && firstItem ? <BundleSlider large={large} storeItemId={firstItem.itemId} onOpen={openPick} /> : null}
        </>
      )}
    </>
  );
}
