/**
 * A test page for the shared product list: the real ProductList and ProductCard in a real element
 * (with the feedback provider every widget has), in any sort order and page size, so two lists on
 * one page can differ. `<test-product-list large-id sort-type limit auto-pages>`.
 */
import { createElement } from 'react';
import type { SortType } from '../../core/schemas/store-item.ts';
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
  defineElement<HarnessProps>('test-product-list', Harness, { props: { largeId: 'string', sortType: 'string', limit: 'string', autoPages: 'string' }, css: cardCss });
}
