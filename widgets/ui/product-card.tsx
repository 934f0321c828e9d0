import { memo, useId } from 'react';
import { discountRate, formatCappedCount, formatWon, LIKE_COUNT_CAP } from '../../core/domain/format.ts';
import { messages } from '../../core/messages/index.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { itemUrl } from '../../bridge/navigation.ts';
import { LikeButton } from './like-button.tsx';
import { NavLink } from './nav-link.tsx';

const { products } = messages;

/**
 * One product: a link to its page, announced first as a cancelable `selection-navigate`, and the
 * heart on the image. The heart sits beside the link, not in it: interactive content must not nest.
 */
export const ProductCard = memo(function ProductCard({ item, onOpen, rank }: { item: StoreItem; onOpen?: ((item: StoreItem) => void) | undefined; rank?: number | undefined }) {
  const id = useId();
  // Spoken as "name, discount, price" (and sold out); brand, badges and counts are its description.
  const ids = { name: `${id}-name`, price: `${id}-price`, soldOut: `${id}-sold-out`, brand: `${id}-brand`, meta: `${id}-meta` };
  const href = itemUrl(item.itemId);
  const rate = discountRate(item.itemPriceForBuyer, item.originalPrice);
  return (
    <article
      className="product-card"
      part="product-card"
      data-item-id={item.itemId}
      data-sold-out={item.isSoldOut || undefined}
      data-booked={item.isBooked || undefined}
      data-rank={rank}
    >
      <NavLink
        className="product-card__link"
        aria-labelledby={[ids.name, ids.price, item.isSoldOut ? ids.soldOut : ''].filter(Boolean).join(' ')}
        aria-describedby={[item.brandName ? ids.brand : '', ids.meta].filter(Boolean).join(' ')}
        href={href} reason="item" itemId={item.itemId} onOpen={onOpen && (() => onOpen(item))}>
        <span className="product-card__media">
          <img src={item.imgUrl} alt="" width={item.imgWidth} height={item.imgHeight} loading="lazy" decoding="async" />
          {item.isSoldOut ? <span className="product-card__sold-out" id={ids.soldOut}>{products.soldOut}</span> : null}
          {rank !== undefined ? (
            <span className="product-card__rank" part="product-rank">
              <span aria-hidden="true">{rank}</span>
              <span className="visually-hidden">{messages.best.rank(rank)}</span>
            </span>
          ) : null}
        </span>
        {item.brandName ? <span className="product-card__brand" id={ids.brand}>{item.brandName}</span> : null}
        <span className="product-card__name" id={ids.name}>
          {item.itemName}
        </span>
        <span className="product-card__price" id={ids.price}>
          {rate > 0 ? <span className="product-card__discount">{products.discount(rate)}</span> : null}
          <strong>{formatWon(item.itemPriceForBuyer)}</strong>
        </span>
        <span className="product-card__meta" id={ids.meta}>
          {item.isShippingFeeFree ? <span className="product-card__badge">{products.freeShipping}</span> : null}
          {item.isCrossBorder ? <span className="product-card__badge">{products.crossBorder}</span> : null}
          {item.reviewCount > 0 ? <span>{products.reviewCount(formatCappedCount(item.reviewCount, 9999))}</span> : null}
          {item.likeCount > 0 ? (
            <span className="product-card__likes" part="product-likes">
              {products.likeCount(formatCappedCount(item.likeCount, LIKE_COUNT_CAP))}
            </span>
          ) : null}
        </span>
      </NavLink>
      <LikeButton item={item} describedBy={ids.name} />
    </article>
  );
});
