/**
 * A test page for the shared product list: the real ProductList and ProductCard in a real element
 * (with the feedback provider every widget has), in any sort order and page size, so two lists on
 * one page can differ. `<test-product-list large-id sort-type limit auto-pages>`.
 */
import { createElement } from 'react';
import type { SortType } from '../../core/schemas/store-item.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { holdEvents, openDialog, resetApi, shadow, waitFor } from './helpers.ts';
import cardCss from '../../widgets/ui/product-card.css?inline';
import { defineElement, type WidgetProps } from '../../widgets/ui/define-element.tsx';
import { ProductList } from '../../widgets/ui/product-list.tsx';

interface HarnessProps extends WidgetProps {
  largeId?: string;
  sortType?: string;
  limit?: string;
  autoPages?: string;
}

function Harness({ largeId, sortType, limit, autoPages }: HarnessProps) {
  if (!largeId) return null;
  return createElement(ProductList, {
    input: { selectionFrameDataId: largeId, sortType: (sortType ?? 'POPULAR') as SortType, limit: Number(limit ?? 100) },
    ...(autoPages ? { autoPages: Number(autoPages) } : {}),
  });
}

if (!customElements.get('test-product-list')) {
  defineElement<HarnessProps>('test-product-list', Harness, {
    props: { largeId: 'string', sortType: 'string', limit: 'string', autoPages: 'string' },
    css: cardCss,
  });
}

export const card = (element: Element, itemId: string) =>
  shadow(element).querySelector<HTMLElement>(`[part="product-card"][data-item-id="${itemId}"]`);
export const heart = (element: Element, itemId: string) =>
  card(element, itemId)?.querySelector<HTMLButtonElement>('button[aria-pressed]') ?? null;
export const likeText = (element: Element, itemId: string) =>
  card(element, itemId)?.querySelector('[part="product-likes"]')?.textContent ?? '';

/** A product whose like count is shown exactly (under the 99+ cap) and that is not wished yet. */
export async function firstCard(element: Element): Promise<{ itemId: string; likeCount: number }> {
  await waitFor(() => shadow(element).querySelector('[part="product-card"]'), { message: 'a product card' });
  const cards = [...shadow(element).querySelectorAll<HTMLElement>('[part="product-card"]:not([data-booked])')];
  const counted = cards.map((entry) => {
    const itemId = entry.dataset.itemId ?? '';
    const text = likeText(element, itemId);
    return { itemId, likeCount: text ? Number(text.replace(/\D/g, '')) : 0, capped: text.endsWith('+') };
  });
  const found = counted.find((entry) => !entry.capped && entry.likeCount > 0 && entry.likeCount < 98);
  if (!found) throw new Error('no product with a small like count');
  return { itemId: found.itemId, likeCount: found.likeCount };
}

/** Navigations and login hand-offs asked for by the list, recorded and cancelled so the test page stays. */
export const navigations: CustomEvent[] = [];
export const loginRequests: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);
holdEvents('selection-login-required', loginRequests);

/** Before each test: the seeded API, an empty cache and no recorded events. */
export async function freshListPage(): Promise<void> {
  navigations.length = 0;
  loginRequests.length = 0;
  await resetApi();
  clearQueryCache();
}

export const dialogOf = (element: Element): Promise<HTMLDialogElement> => waitFor(() => openDialog(element), { message: 'a dialog' });
