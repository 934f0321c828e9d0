import { useEffect, useMemo } from 'react';
import { largeDataQuery } from '../../core/api/selection.ts';
import { keepsOwnPageState } from '../../core/domain/selection-url.ts';
import { homeScreenOf, type HomeScreen } from '../../core/api/home-queries.ts';
import { messages } from '../../core/messages/index.ts';
import { memoryUrlSource, pageUrlSource } from '../../core/stores/selection-url.ts';
import { navigate, selectionUrl } from '../../bridge/navigation.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { ErrorScreen, LoadingScreen, MessageScreen, NotFoundScreen } from '../ui/fallback-screens.tsx';
import { useHost } from '../ui/host-context.ts';
import { useQuery } from '../ui/use-query.ts';
import { HomePage } from './home-page.tsx';
import { UrlStateContext, useUrlState } from './url-state.ts';

export interface SelectionHomeProps extends WidgetProps {
  largeId?: string;
  /** `off`: the element keeps its page state (tab, sort, filters…) to itself instead of in the URL. */
  urlState?: string;
}

const { screens } = messages;

export function SelectionHome({ largeId, urlState }: SelectionHomeProps) {
  const ownState = keepsOwnPageState(urlState);
  // Made once per element and selection (and again if an attribute changes), so its state lives as
  // long as they do: another selection starts from the defaults.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new selection is a new own state
  const source = useMemo(() => (ownState ? memoryUrlSource() : pageUrlSource()), [ownState, largeId]);
  if (!largeId) return <NotFoundScreen />;
  return (
    <UrlStateContext.Provider value={source}>
      <Home key={largeId} largeId={largeId} />
    </UrlStateContext.Provider>
  );
}

function Home({ largeId }: { largeId: string }) {
  const frames = useQuery(largeDataQuery(largeId));
  const { url } = useUrlState();
  if (frames.status === 'loading') return <LoadingScreen shape="home" />;
  if (frames.error && !frames.data) {
    if (frames.error.status === 404) return <NotFoundScreen error={frames.error} />;
    return <ErrorScreen error={frames.error} onRetry={frames.retry} busy={frames.fetching} />;
  }
  // The first screen's plan, read from the validated frames (see `homeScreen`).
  return <Planned plan={homeScreenOf(frames.data?.selectionFrameDataList ?? NO_FRAMES, url)} />;
}

const NO_FRAMES: never[] = [];

function Planned({ plan }: { plan: HomeScreen }) {
  switch (plan.kind) {
    case 'no-frames':
      return <MessageScreen state="no-frames" title={screens.noFrames} />;
    case 'no-template-name':
      return <MessageScreen state="no-template-name" title={screens.noTemplateName} withHome />;
    case 'unknown-template':
      return <MessageScreen state="unknown-template" title={screens.unknownTemplate} detail={plan.templateName} withHome />;
    case 'redirect':
      return <Redirect parentId={plan.parentId} />;
    case 'template':
      return <HomePage plan={plan} />;
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
