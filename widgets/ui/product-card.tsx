import { memo } from 'react';
import { discountRate, formatCappedCount, formatWon } from '../../core/domain/format.ts';
import { messages } from '../../core/messages/index.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { itemUrl, navigate } from '../../bridge/navigation.ts';
import { useHost } from './host-context.ts';

const { products } = messages;

/** One product: a link to its page, announced first as a cancelable `selection-navigate`. */
export const ProductCard = memo(function ProductCard({ item, onOpen }: { item: StoreItem; onOpen?: (item: StoreItem) => void }) {
  const host = useHost();
  const href = itemUrl(item.itemId);
  const rate = discountRate(item.itemPriceForBuyer, item.originalPrice);
  return (
    <article className="product-card" part="product-card" data-item-id={item.itemId} data-sold-out={item.isSoldOut || undefined}>
      <a
        className="product-card__link"
        href={href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen?.(item);
          navigate(host, href, 'item', { itemId: item.itemId });
        }}
      >
        <span className="product-card__media">
          <img src={item.imgUrl} alt="" width={item.imgWidth} height={item.imgHeight} loading="lazy" decoding="async" />
          {item.isSoldOut ? <span className="product-card__sold-out">{products.soldOut}</span> : null}
        </span>
        {item.brandName ? <span className="product-card__brand">{item.brandName}</span> : null}
        <span className="product-card__name">{item.itemName}</span>
        <span className="product-card__price">
          {rate > 0 ? <span className="product-card__discount">{products.discount(rate)}</span> : null}
          <strong>{formatWon(item.itemPriceForBuyer)}</strong>
        </span>
        <span className="product-card__meta">
          {item.isShippingFeeFree ? <span className="product-card__badge">{products.freeShipping}</span> : null}
          {item.isCrossBorder ? <span className="product-card__badge">{products.crossBorder}</span> : null}
          {item.reviewCount > 0 ? <span>{products.reviewCount(formatCappedCount(item.reviewCount, 9999))}</span> : null}
        </span>
      </a>
    </article>
  );
});
