/**
 * A product card of the product grids and rows.
 *
 * @csspart product-card - One product (a link to its page).
 * @csspart product-rank - A product's place in a ranked list (best).
 * @csspart product-likes - How many people wished the product.
 */
import { memo, useId } from 'react';
import { discountRate, formatCappedCount, formatWon, LIKE_COUNT_CAP } from '../../core/domain/format.ts';
import { messages } from '../../core/messages/index.ts';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { itemUrl } from '../../bridge/navigation.ts';
import { LikeButton, useItemLike } from './like-button.tsx';
import { NavLink } from './nav-link.tsx';

const { products } = messages;

/**
 * One product: a link to its page, announced first as a cancelable `selection-navigate`, and the
 * heart on the image. The link holds what its name should say — the product name, the discount and
 * the price (and sold out) — and covers the whole card by a stretched pseudo-element; brand, rank,
 * badges and counts sit beside it as its description (WCAG 2.5.3: the name is exactly what the link
 * shows). The heart sits beside the link, not in it: interactive content must not nest. The card
 * itself is named by the product, so moving from card to card (a screen reader's article list)
 * says which product each one is.
 */
export const ProductCard = memo(function ProductCard({
  item,
  onOpen,
  rank,
  eager = false,
}: {
  item: StoreItem;
  onOpen?: ((item: StoreItem) => void) | undefined;
  rank?: number | undefined;
  /** The card is in the first screen of a list that opens its page: its image is asked for as it is drawn. */
  eager?: boolean;
}) {
  const id = useId();
  const like = useItemLike(item);
  const ids = { brand: `${id}-brand`, rank: `${id}-rank`, name: `${id}-name`, meta: `${id}-meta` };
  const href = itemUrl(item.itemId);
  const rate = discountRate(item.itemPriceForBuyer, item.originalPrice);
  const description = [rank !== undefined ? ids.rank : '', item.brandName ? ids.brand : '', ids.meta].filter(Boolean).join(' ');
  return (
    <article
      className="product-card"
      part="product-card"
      data-item-id={item.itemId}
      data-sold-out={item.isSoldOut || undefined}
      data-booked={like.isBooked || undefined}
      data-rank={rank}
      aria-labelledby={ids.name}
    >
      <span className="product-card__media">
        {/* An address from data that is not a web page loads nothing (a server render turns an eager
            picture into a preload link, which would carry it as an `href`). */}
        <img
          src={safeLinkUrl(item.imgUrl)}
          alt=""
          width={item.imgWidth}
          height={item.imgHeight}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'auto' : 'async'}
        />
        {item.isSoldOut ? (
          <span className="product-card__sold-out" aria-hidden="true">
            <span className="product-card__sold-out-pill">{products.soldOut}</span>
          </span>
        ) : null}
        {rank !== undefined ? (
          <span className="product-card__rank" part="product-rank" id={ids.rank}>
            <span aria-hidden="true">{rank}</span>
            <span className="visually-hidden">{messages.best.rank(rank)}</span>
          </span>
        ) : null}
      </span>
      {/* Always there (empty without a brand), so names and prices line up across a row. */}
      <span className="product-card__brand" id={ids.brand}>
        {item.brandName}
      </span>
      <NavLink
        className="product-card__link"
        aria-describedby={description}
        href={href}
        reason="item"
        itemId={item.itemId}
        onOpen={onOpen && (() => onOpen(item))}
      >
        <span className="product-card__name" id={ids.name}>
          {item.itemName}
        </span>
        {item.isSoldOut ? <span className="visually-hidden">{products.soldOut}</span> : null}
        <span className="product-card__price">
          {rate > 0 ? <span className="product-card__discount">{products.discount(rate)}</span> : null}
          <strong>{formatWon(item.itemPriceForBuyer)}</strong>
        </span>
      </NavLink>
      <span className="product-card__meta" id={ids.meta}>
        {item.isShippingFeeFree ? <span className="product-card__badge">{products.freeShipping}</span> : null}
        {item.isCrossBorder ? <span className="product-card__badge">{products.crossBorder}</span> : null}
        {item.reviewCount > 0 ? <span>{products.reviewCount(formatCappedCount(item.reviewCount, 9999))}</span> : null}
        {like.likeCount > 0 ? (
          <span className="product-card__likes" part="product-likes">
            {products.likeCount(formatCappedCount(like.likeCount, LIKE_COUNT_CAP))}
          </span>
        ) : null}
      </span>
      <LikeButton item={item} like={like} describedBy={ids.name} />
    </article>
  );
});
