/** Sort and filters of the product list, read from and written to the URL (SPEC §4, §5). */
import { SORT_TYPES, type SortType } from '../../core/schemas/sort-types.ts';
import type { SelectionUrlState } from '../../core/domain/selection-url.ts';
import { messages } from '../../core/messages/index.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { useUpdateUrlState } from './url-state.ts';

/** Discovery and search lists leave out "most reviews". */
export const sortOptions = (withReviews: boolean): readonly SortType[] =>
  withReviews ? SORT_TYPES : SORT_TYPES.filter((sort) => sort !== 'REVIEW');

export function ListControls({ url, withReviews }: { url: SelectionUrlState; withReviews: boolean }) {
  const update = useUpdateUrlState();
  const options = sortOptions(withReviews);
  const sort = url.sortType && options.includes(url.sortType) ? url.sortType : 'POPULAR';
  const includeSoldOut = url.viewSoldout ?? true;
  const freeShipping = url.isShippingFeeFree ?? false;
  return (
    <div className="list-controls" part="list-controls">
      <div className="list-controls__filters" role="group" aria-label={home.filtersLabel}>
        <label className="chip">
          <input
            type="checkbox"
            checked={freeShipping}
            onChange={(event) => update({ isShippingFeeFree: event.target.checked || undefined }, 'replace')}
          />
          <span>{home.freeShippingFilter}</span>
        </label>
        <label className="chip">
          <input
            type="checkbox"
            checked={includeSoldOut}
            onChange={(event) => update({ viewSoldout: event.target.checked ? undefined : false }, 'replace')}
          />
          <span>{home.includeSoldOutFilter}</span>
        </label>
      </div>
      <label className="sort-select">
        <span className="visually-hidden">{home.sortLabel}</span>
        <select
          value={sort}
          onChange={(event) =>
            update({ sortType: event.target.value === 'POPULAR' ? undefined : (event.target.value as SortType) }, 'replace')
          }
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {messages.sortLabels[option]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
