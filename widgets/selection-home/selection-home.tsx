import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { largeDataQuery } from '../../core/api/selection.ts';
import { productListInput } from '../../core/domain/home-queries.ts';
import { resolveHome, type HomeResolution } from '../../core/domain/templates.ts';
import { messages } from '../../core/messages/index.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { $selectionUrl } from '../../core/stores/selection-url.ts';
import { emit } from '../../bridge/events.ts';
import { navigate, selectionUrl } from '../../bridge/navigation.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { ErrorScreen, LoadingScreen, MessageScreen, NotFoundScreen } from '../ui/fallback-screens.tsx';
import { useHost } from '../ui/host-context.ts';
import { ProductList } from '../ui/product-list.tsx';
import { useQuery } from '../ui/use-query.ts';
import { ReviewTab } from './review/review-tab.tsx';
import { VotePage } from './review/vote-page.tsx';
import { updateSelectionUrl } from '../../core/stores/selection-url.ts';

export interface SelectionHomeProps extends WidgetProps {
  largeId?: string;
}

const { screens } = messages;

export function SelectionHome({ largeId }: SelectionHomeProps) {
  if (!largeId) return <NotFoundScreen />;
  return <Home key={largeId} largeId={largeId} />;
}

function Home({ largeId }: { largeId: string }) {
  const frames = useQuery(largeDataQuery(largeId));
  if (frames.status === 'loading') return <LoadingScreen />;
  if (frames.error && !frames.data) {
    if (frames.error.status === 404) return <NotFoundScreen />;
    return <ErrorScreen error={frames.error} onRetry={frames.retry} />;
  }
  return <Resolved resolution={resolveHome(frames.data?.selectionFrameDataList ?? [])} largeId={largeId} />;
}

function Resolved({ resolution, largeId }: { resolution: HomeResolution; largeId: string }) {
  switch (resolution.kind) {
    case 'no-frames':
      return <MessageScreen state="no-frames" title={screens.noFrames} />;
    case 'no-template-name':
      return <MessageScreen state="no-template-name" title={screens.noTemplateName} />;
    case 'unknown-template':
      return <MessageScreen state="unknown-template" title={screens.unknownTemplate} detail={resolution.templateName} />;
    case 'redirect':
      return <Redirect parentId={resolution.parentId} />;
    case 'template':
      return <Template template={resolution.template} large={resolution.large} node={resolution.node} largeId={largeId} />;
  }
}

/** A small3 node shows on its parent's page, with the same query string. */
function Redirect({ parentId }: { parentId: string }) {
  const host = useHost();
  useEffect(() => {
    navigate(host, selectionUrl(parentId, location.search), 'redirect', { replace: true });
  }, [host, parentId]);
  return <LoadingScreen />;
}

function Template({ template, large, node, largeId }: { template: string; large: SelectionFrame; node: SelectionFrame; largeId: string }) {
  const host = useHost();
  const url = useStore($selectionUrl);
  useEffect(() => {
    emit(host, 'selection-ready', { tag: host.localName });
  }, [host]);
  const subtitle = large.subTitleList.find((entry) => entry.viewType === 'A')?.text;
  if (template === 'C') {
    if (url.path === 'vote') return <VotePage large={large} />;
    const tab = url.tab ?? 0;
    return (
      <div className="home" part="home" data-template={template}>
        <header className="home__header" part="header">
          <h1 className="home__title">{node.title}</h1>
        </header>
        <div className="tabs" role="tablist" aria-label={messages.home.tabsLabel}>
          {[messages.home.tabDiscovery, messages.home.tabReview].map((label, index) => (
            <button
              key={label}
              type="button"
              role="tab"
              className="tabs__tab"
              part={tab === index ? 'tab tab--active' : 'tab'}
              aria-selected={tab === index}
              onClick={() => updateSelectionUrl({ tab: index as 0 | 1, path: undefined })}
            >
              {label}
            </button>
          ))}
        </div>
        {tab === 1 ? <ReviewTab large={large} /> : <ProductList input={productListInput(largeId, url)} />}
      </div>
    );
  }
  return (
    <div className="home" part="home" data-template={template}>
      <header className="home__header" part="header">
        <h1 className="home__title">{node.title}</h1>
        {subtitle ? <p className="home__subtitle">{subtitle}</p> : null}
      </header>
      <ProductList input={productListInput(largeId, url)} />
    </div>
  );
}
