/**
 * Category tabs up to four levels (medium, small, small2, small3) with ALL and, when the selection
 * has a pick title, PICK. Kept in step with the URL (`target_id`, `isPick`); sticky under the host
 * header, its scroll handling throttled to 400 ms.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { LINE_CHOOSER_THRESHOLD, navLevels, type CategoryTree, type NavLevel } from '../../core/domain/category-tree.ts';
import { picksOffered } from '../../core/domain/pick-rules.ts';
import type { SelectionUrlState } from '../../core/domain/selection-url.ts';
import { STICKY_NAV_THROTTLE_MS, throttle } from '../../core/domain/throttle.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { selectionUrl } from '../../bridge/navigation.ts';
import { centreInRow } from '../ui/centre-in-row.ts';
import { afterPaint, isStuck, measureOnPageMoves } from '../ui/page-moves.ts';
import { moveTabFocus, tabFocus } from '../ui/tab-keys.ts';
import { LineChooser } from './line-chooser.tsx';
import { NavLink } from '../ui/nav-link.tsx';
import { StateLink } from './state-link.tsx';
import { useUpdateUrlState } from './url-state.ts';

export function CategoryNav({
  tree,
  root,
  url,
  pickTitle,
  lineChooser,
}: {
  tree: CategoryTree;
  root: SelectionFrame;
  url: SelectionUrlState;
  pickTitle: string;
  /** Sneakers: a category with 14 or more children opens a chooser instead of a long row. */
  lineChooser: boolean;
}) {
  const update = useUpdateUrlState();
  const nav = useRef<HTMLElement>(null);
  const [stuck, setStuck] = useState(false);
  const inPage = useInPageWhenTall(nav);
  const withPicks = picksOffered(pickTitle);
  const categories = navLevels(tree, root._id, url.isPick ? undefined : url.targetId);
  // A selection with picks and no categories: its one row is ALL and PICK.
  const levels = categories.length === 0 && withPicks ? [{ parent: root, options: [], selected: undefined }] : categories;
  const picking = url.isPick === true && withPicks;
  const shown = levels.length > 0;

  useEffect(() => {
    const onScroll = throttle(() => {
      if (nav.current) setStuck(isStuck(nav.current));
    }, STICKY_NAV_THROTTLE_MS);
    const moves = measureOnPageMoves(onScroll, nav.current ?? undefined);
    // Drawn where the page is already scrolled (the nav drawn again, a page reloaded down the list):
    // measured once after its first frame is painted, when reading its place lays nothing out again.
    const stopFirst = afterPaint(onScroll);
    return () => {
      stopFirst();
      onScroll.cancel();
      moves.stop();
    };
    // Once the nav is drawn (it draws nothing without levels): the boxes around it are known then.
  }, [shown]);

  const choose = (patch: Partial<SelectionUrlState>) => {
    update(tabPatch(patch));
    // A choice from the stuck nav starts its list under the tabs: the page goes back up to where the
    // nav sits in it. A stuck nav is already at its scroll position, so it is brought there as placed
    // in the page.
    const element = nav.current;
    if (stuck && element) {
      element.style.position = 'static';
      element.scrollIntoView({ block: 'start' });
      element.style.position = '';
    }
  };

  if (levels.length === 0) return null;

  return (
    <nav
      ref={nav}
      className={`category-nav${stuck ? ' category-nav--stuck' : ''}${inPage ? ' category-nav--in-page' : ''}`}
      part="category-nav"
      aria-label={home.navLabel}
      data-sticky-bar=""
    >
      {levels.map((level, depth) => {
        const useChooser = lineChooser && depth > 0 && level.options.length >= LINE_CHOOSER_THRESHOLD;
        return (
          <div key={level.parent._id} className={`category-nav__row category-nav__row--${depth + 1}`}>
            {useChooser ? (
              <LineChooser level={level} onChoose={(frame) => choose({ targetId: frame?._id ?? level.parent._id, isPick: undefined })} />
            ) : (
              <TabRow
                level={level}
                depth={depth}
                allSelected={depth === 0 ? !picking && !level.selected : !level.selected}
                pick={depth === 0 && withPicks ? { title: pickTitle, selected: picking } : undefined}
                patchFor={(frame) =>
                  frame === 'pick'
                    ? { isPick: true, targetId: undefined }
                    : { targetId: frame ? frame._id : depth === 0 ? undefined : level.parent._id, isPick: undefined }
                }
                onChoose={choose}
              />
            )}
            {depth === 0 && level.options.length > 0 ? (
              <NavLink className="category-nav__all-link" href={`${selectionUrl(root._id)}/children`} reason="category">
                {home.viewAll}
              </NavLink>
            ) : null}
          </div>
        );
      })}
    </nav>
  );
}

/** A tab's change of page state: a new category or PICK leaves the search and the pick category. */
const tabPatch = (patch: Partial<SelectionUrlState>): Partial<SelectionUrlState> => ({ searchText: undefined, pick: undefined, ...patch });

function TabRow({
  level,
  depth,
  allSelected,
  pick,
  patchFor,
  onChoose,
}: {
  level: NavLevel;
  depth: number;
  allSelected: boolean;
  pick: { title: string; selected: boolean } | undefined;
  /** The page state a tab chooses: a category (`undefined` for ALL) or PICK. */
  patchFor: (frame: SelectionFrame | 'pick' | undefined) => Partial<SelectionUrlState>;
  onChoose: (patch: Partial<SelectionUrlState>) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const overflow = useOverflowEdges(list);
  useEffect(() => {
    // Bring the chosen tab into view in a long row, scrolling the row only: never the page.
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (row && chosen) centreInRow(row, chosen);
  }, [level.selected?._id, pick?.selected]);

  // Each tab is a link to its page state where that state is in the URL (StateLink).
  const tab = (key: string, label: string, selected: boolean, frame: SelectionFrame | 'pick' | undefined) => {
    const patch = patchFor(frame);
    return (
      <StateLink
        key={key}
        to={tabPatch(patch)}
        onChoose={() => onChoose(patch)}
        role="tab"
        className="category-nav__tab"
        part={selected ? 'nav-tab nav-tab--active' : 'nav-tab'}
        aria-selected={selected}
        tabIndex={tabFocus(selected)}
        data-frame-id={key}
      >
        {label}
      </StateLink>
    );
  };

  return (
    <div
      ref={list}
      className={`category-nav__tabs${overflow.start ? ' category-nav__tabs--more-start' : ''}${overflow.end ? ' category-nav__tabs--more-end' : ''}`}
      role="tablist"
      aria-label={home.navLevelLabel(depth + 1)}
      // No Tab stop of its own: Firefox makes a box that scrolls one, and the fade at its ends hides
      // its ring. Its chosen tab is the stop, and the arrow keys scroll it.
      tabIndex={-1}
      onKeyDown={moveTabFocus}
      onScroll={overflow.measure}
    >
      {tab('all', home.all, allSelected, undefined)}
      {pick ? tab('pick', pick.title || home.pick, pick.selected, 'pick') : null}
      {level.options.map((frame) => tab(frame._id, frame.title, level.selected?._id === frame._id, frame))}
    </div>
  );
}

/** The most of the viewport's height the header and the nav may cover while the nav sticks. */
const MAX_STUCK_SHARE = 1 / 3;

/**
 * Whether the nav stays in the page rather than sticking: when it would cover, with the header above
 * it, more than MAX_STUCK_SHARE of the viewport (rows of a category far down on a phone turned
 * sideways, or a page zoomed in). Measured as the nav or the viewport changes size; sticking until then.
 */
function useInPageWhenTall(ref: RefObject<HTMLElement | null>): boolean {
  const [inPage, setInPage] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Where it sticks (its scroll margin is that offset too, whether it sticks or not).
      const top = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
      setInPage(top + element.offsetHeight > innerHeight * MAX_STUCK_SHARE);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return inPage;
}

/**
 * Whether a row scrolled sideways has more beyond its start or end (each edge then fades). Until the
 * row is measured (a served page before its code, or without script) its end fades: a row of
 * categories is most often wider than a phone, and a row that fits ends with empty room there.
 */
function useOverflowEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: true });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const start = element.scrollLeft > 1;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer's first report, after the browser's own layout, gives the first edges: a read
    // here would lay the page out in the middle of the first render's effects (and, after a served
    // page's hydration, restyle the whole element there, in the same task).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, measure]);
  return { ...edges, measure };
}
