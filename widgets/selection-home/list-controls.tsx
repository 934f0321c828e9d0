/** Sort and filters of the product list, read from and written to the URL (SPEC §4, §5). */
import { useState } from 'react';
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
  const { freeShipping, includeSoldOut } = filtersOf(url);
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

/** The filters as the URL sets them, unset ones at their defaults (every product, sold out too). */
const filtersOf = (url: SelectionUrlState) => ({ freeShipping: url.isShippingFeeFree ?? false, includeSoldOut: url.viewSoldout ?? true });

/** Whether the shopper's filters narrow the list: free shipping only, or sold-out products left out. */
const filtered = (url: SelectionUrlState): boolean => {
  const { freeShipping, includeSoldOut } = filtersOf(url);
  return freeShipping || !includeSoldOut;
};

/**
 * Whether the list shown is filtered: it follows the URL once the list for it is in (`ready`), as the
 * list does (the last list stays shown, dimmed, until then). Read from the URL alone, a filtered list
 * left empty would say the selection has no products while 필터 해제 waits for the full list.
 */
export function useShownFiltered(url: SelectionUrlState, ready: boolean): boolean {
  const now = filtered(url);
  const [shown, setShown] = useState(now);
  if (ready && shown !== now) setShown(now);
  return shown;
}

/** A list the shopper's filters left empty says so, with a way to take them off. */
export function FilteredEmpty() {
  const update = useUpdateUrlState();
  return (
    <>
      <p>{home.filteredEmpty}</p>
      <button
        type="button"
        className="button"
        onClick={(event) => {
          // The button goes with the empty list: the focus moves to the filters, now off.
          (event.currentTarget.getRootNode() as ParentNode).querySelector<HTMLElement>('[part="list-controls"] input')?.focus();
          update({ isShippingFeeFree: undefined, viewSoldout: undefined }, 'replace');
        }}
      >
        {home.clearFilters}
      </button>
    </>
  );
}
