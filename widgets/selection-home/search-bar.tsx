/**
 * Search within the selection: Enter submits (never mid-composition), trimmed; empty clears. Without
 * script the form itself searches: it sends `searchText` to the page, which a server renders, with
 * the page's sort and filters.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { PARAM } from '../../core/domain/page-state-params.ts';
import { normaliseSearch, SEARCH_TEXT_MAX, truncateTitle } from '../../core/domain/search-text.ts';
import { pageLocation } from '../../core/page-location.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { composingKey } from '../ui/composition.ts';
import { useIsPhone } from '../ui/use-media.ts';
import { useUpdateUrlState } from './url-state.ts';

/**
 * The page state a search keeps (its sort and filters), as the form's own fields for a served page
 * without script: one field each, left out (disabled) where the page has none, so the form is drawn
 * alike by the server and by a browser whose address changed meanwhile.
 */
const KEPT = [PARAM.sortType, PARAM.viewSoldout, PARAM.isShippingFeeFree] as const;
const keptParams = (): [string, string | null][] => {
  const params = new URLSearchParams(pageLocation()?.search);
  return KEPT.map((name) => [name, params.get(name)]);
};

export function SearchBar({
  title,
  value,
  onSearchAgain,
}: {
  title: string;
  value: string | undefined;
  /** The words shown searched again (after their search failed, it is asked for again). */
  onSearchAgain?: () => void;
}) {
  const update = useUpdateUrlState();
  // What is typed, and the URL keyword it was typed over. Back and forward change the keyword under
  // us: the box then shows the new one (state adjusted while rendering, not copied by an effect).
  const [draft, setDraft] = useState({ over: value, text: value ?? '' });
  if (draft.over !== value) setDraft({ over: value, text: value ?? '' });
  const text = draft.text;
  const setText = (typed: string) => setDraft({ over: value, text: typed });
  const phone = useIsPhone();
  const input = useRef<HTMLInputElement>(null);

  const submit = (raw: string) => {
    // A keyword from a link may be longer than the box takes as typed: searched, it is cut the same.
    const keyword = normaliseSearch(raw.slice(0, SEARCH_TEXT_MAX));
    setText(keyword ?? '');
    if (keyword === value) {
      if (keyword) onSearchAgain?.();
      return;
    }
    update({ searchText: keyword, targetId: undefined, isPick: undefined, pick: undefined });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || composingKey(event.nativeEvent)) return;
    event.preventDefault();
    submit(event.currentTarget.value);
  };

  return (
    <form
      className="search"
      part="search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {/* Without script, the form sends the page's sort and filters with the words, as a search keeps them. */}
      {keptParams().map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ''} disabled={value === null} />
      ))}
      <label className="visually-hidden" htmlFor="selection-search">
        {home.searchLabel}
      </label>
      <input
        ref={input}
        id="selection-search"
        // Without script (a served page), Enter submits the form to this page with the keyword.
        name="searchText"
        className="search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        placeholder={home.searchPlaceholder(phone ? truncateTitle(title) : title)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {text ? (
        <button
          type="button"
          className="search__clear"
          aria-label={home.searchClear}
          onClick={() => {
            // The clear button goes away with the text: focus stays in the box, where the page is.
            input.current?.focus({ preventScroll: true });
            submit('');
          }}
        >
          ×
        </button>
      ) : null}
      {/* A submit button: without script it sends the form; with it the form's submit goes nowhere. */}
      <button type="submit" className="search__submit" aria-label={home.searchSubmit} onClick={() => submit(text)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
