/**
 * The one maxPage rule of the reference API: ceil(count / limit), so an empty list has no pages
 * (maxPage 0). Clients page while the page number is below maxPage.
 */
export const maxPageOf = (count: number, limit: number): number => Math.ceil(count / limit);
