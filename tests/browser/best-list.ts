/** The best list's products, as a person opens one and comes back to it (selection-best's browser tests). */
import { listEnd, shadow, waitFor } from './helpers.ts';

export const bestCards = (element: Element): HTMLElement[] => [...shadow(element).querySelectorAll<HTMLElement>('[part="product-card"]')];

/** Opens the 31st product, from the list's second page, as a person would: its id. */
export async function openFromSecondPage(element: HTMLElement): Promise<string | undefined> {
  await waitFor(() => bestCards(element).length >= 21, { message: 'first page' });
  // A list come back to has its second page already.
  if (bestCards(element).length < 42) listEnd(element)?.scrollIntoView();
  await waitFor(() => bestCards(element).length >= 42, { message: 'second page', timeout: 8000 });
  const target = bestCards(element)[30]!;
  target.scrollIntoView({ block: 'center' });
  target.querySelector('a')!.click();
  return target.dataset.itemId;
}

/** The product `itemId` in the list come back to, once in view and focused. */
export function productBack(element: HTMLElement, itemId: string | undefined): Promise<HTMLElement> {
  return waitFor(
    () => {
      const card = bestCards(element).find((shown) => shown.dataset.itemId === itemId);
      const top = card?.getBoundingClientRect().top ?? -1;
      return card && top >= 0 && top < innerHeight && shadow(element).activeElement === card.querySelector('a') ? card : undefined;
    },
    {
      message: () => {
        const card = bestCards(element).find((shown) => shown.dataset.itemId === itemId);
        const active = shadow(element).activeElement;
        return `the product in view and focused (card ${card ? `at ${Math.round(card.getBoundingClientRect().top)}` : 'not drawn'}, view ${innerHeight}, scrollY ${Math.round(scrollY)}, cards ${bestCards(element).length}, focus ${active?.localName ?? 'none'}, page focus ${document.hasFocus()}, at ${location.search})`;
      },
      timeout: 8000,
    },
  );
}
