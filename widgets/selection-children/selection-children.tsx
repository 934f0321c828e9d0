/**
 * The page of `<selection-children>`: a selection's or a category's child categories.
 *
 * @csspart state--empty - The screen of a selection without categories.
 */
import { urlPart } from '../../core/domain/url-part.ts';
import { useEffect, type ReactNode } from 'react';
import { allListQuery } from '../../core/api/selection.ts';
import { childCategories, type CategoryGroup } from '../../core/domain/child-categories.ts';
import { messages } from '../../core/messages/index.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { emit } from '../../bridge/events.ts';
import { selectionUrl } from '../../bridge/navigation.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { ErrorScreen, LoadingScreen, MessageScreen, NotFoundScreen } from '../ui/fallback-screens.tsx';
import { useHost } from '../ui/host-context.ts';
import { useQuery } from '../ui/use-query.ts';
import { NavLink } from '../ui/nav-link.tsx';
import { FrameImage } from '../ui/frame-image.tsx';
import { useScrollRestoration } from '../ui/use-scroll-restoration.ts';

export interface SelectionChildrenProps extends WidgetProps {
  largeId?: string;
}

const { children: texts } = messages;

export function SelectionChildren({ largeId }: SelectionChildrenProps) {
  if (!largeId) return <NotFoundScreen />;
  return <Children key={largeId} largeId={largeId} />;
}

function Children({ largeId }: { largeId: string }) {
  const frames = useQuery(allListQuery(largeId));
  if (frames.status === 'loading') return <LoadingScreen />;
  if (frames.error && !frames.data) {
    if (frames.error.status === 404) return <NotFoundScreen error={frames.error} />;
    return <ErrorScreen error={frames.error} onRetry={frames.retry} busy={frames.fetching} />;
  }
  const list = frames.data?.selectionFrameDataList ?? [];
  // A selection whose frames are not made yet says so, as its home does (SPEC §2).
  if (list.length === 0) return <MessageScreen state="no-frames" title={messages.screens.noFrames} />;
  // A category's own page lists that category's children: its "전체보기" led here.
  const { root, groups } = childCategories(list, largeId);
  if (!root || groups.length === 0) {
    return <MessageScreen state="empty" title={texts.empty} />;
  }
  return <CategoryList root={root} groups={groups} />;
}

function CategoryList({ root, groups }: { root: SelectionFrame; groups: CategoryGroup[] }) {
  const host = useHost();
  // Back from a category's page: the category in view and focused after 2 s (SPEC §2), its page
  // drawn after its call, too late for the browser's own scroll restoration.
  const { onOpen } = useScrollRestoration();
  const linkTo = (frame: SelectionFrame, level: 'medium' | 'small', content: ReactNode) => (
    <CategoryLink
      pageId={root._id}
      frame={frame}
      className={`children__${level}`}
      part={`category category--${level}`}
      onOpen={() => onOpen({ itemId: frame._id }, 1, 'category-groups')}
    >
      {content}
    </CategoryLink>
  );
  useEffect(() => {
    emit(host, 'selection-ready', { tag: host.localName });
  }, [host]);
  return (
    <div className="children" part="children">
      <header className="children__header">
        <h1 className="page-title">{texts.heading(root.title)}</h1>
      </header>
      <nav aria-label={texts.navLabel}>
        <ul className="children__groups" part="category-groups">
          {groups.map(({ frame, image, children }) => (
            <li key={frame._id} className="children__group" part="category-group">
              <div data-item-id={frame._id}>
                {linkTo(
                  frame,
                  'medium',
                  <>
                    <FrameImage image={image} className="children__circle" />
                    <span className="children__name">{frame.title}</span>
                  </>,
                )}
              </div>
              {children.length > 0 ? (
                <ul className="children__smalls" aria-label={texts.subcategories(frame.title)}>
                  {children.map((child) => (
                    <li key={child._id} data-item-id={child._id}>
                      {linkTo(child, 'small', child.title)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A link to the category's page, announced first so a host router can take it over. */
function CategoryLink({
  pageId,
  frame,
  className,
  part,
  onOpen,
  children,
}: {
  /** The selection's or the category's whose page the link opens. */
  pageId: string;
  frame: SelectionFrame;
  className: string;
  part: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  const href = selectionUrl(pageId, `?target_id=${urlPart(frame._id)}`);
  return (
    <NavLink className={className} part={part} href={href} reason="category" data-frame-id={frame._id} onOpen={onOpen}>
      {children}
    </NavLink>
  );
}
