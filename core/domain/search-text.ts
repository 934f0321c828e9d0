/** SPEC §5/§9: a search keyword is trimmed; the mobile placeholder cuts long titles. */

export const PLACEHOLDER_TITLE_MAX = 12;

/** The longest keyword the search box takes, as the marketplace's own product search does (`searchText` ≤ 100). */
export const SEARCH_TEXT_MAX = 100;

export const normaliseSearch = (text: string): string | undefined => text.trim() || undefined;

export const truncateTitle = (title: string, max = PLACEHOLDER_TITLE_MAX): string =>
  [...title].length > max ? `${[...title].slice(0, max).join('')}…` : title;
