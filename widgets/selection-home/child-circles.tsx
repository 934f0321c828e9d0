/**
 * Template B: child categories as circles, 12 on desktop and 8 on a phone, with "전체보기". The
 * phone's 8 are the stylesheet's to choose, as its 4 columns are: the element draws 12 at any width,
 * and a phone's width shows the first 8 (`.circles__list`, selection-home.css). So a first screen
 * drawn by a server for the other width is already right before any script runs, and nothing moves
 * when the element hydrates it or when the window is resized.
 */
import type { CategoryTree } from '../../core/domain/category-tree.ts';
import { circleImage } from '../../core/domain/child-categories.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import { selectionUrl } from '../../bridge/navigation.ts';
import { NavLink } from '../ui/nav-link.tsx';
import { StateLink } from './state-link.tsx';
import { useUpdateUrlState } from './url-state.ts';

/** A circle's step: its category, out of the PICK tab and a search; the sort and filters kept. */
const CATEGORY_STEP = { isPick: undefined, searchText: undefined, pick: undefined } as const;

/** How many circles the element draws; a phone's width shows the first 8 of them. */
export const CIRCLES_DRAWN = 12;

export function ChildCircles({ tree, root, selectedId }: { tree: CategoryTree; root: SelectionFrame; selectedId: string | undefined }) {
  const update = useUpdateUrlState();
  const children = tree.children(root._id);
  if (children.length === 0) return null;
  const shown = children.slice(0, CIRCLES_DRAWN);
  const childrenPage = `${selectionUrl(root._id)}/children`;
  return (
    <nav className="circles" part="child-circles" aria-label={home.circlesLabel}>
      <ul className="circles__list">
        {shown.map((frame) => {
          const image = circleImage(frame);
          return (
            <li key={frame._id}>
              <StateLink
                className="circles__item"
                to={{ ...CATEGORY_STEP, targetId: frame._id }}
                aria-current={selectedId === frame._id ? 'true' : undefined}
                onChoose={() => update({ ...CATEGORY_STEP, targetId: frame._id })}
              >
                <span className="circles__image">
                  {image ? <img src={safeLinkUrl(image.url)} alt="" width={image.width} height={image.height} loading="lazy" /> : null}
                </span>
                <span className="circles__title">{frame.title}</span>
              </StateLink>
            </li>
          );
        })}
      </ul>
      {children.length > 0 ? (
        <NavLink className="circles__all" href={childrenPage} reason="category">
          {home.viewAll}
        </NavLink>
      ) : null}
    </nav>
  );
}
