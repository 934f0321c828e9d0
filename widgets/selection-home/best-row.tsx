/** Template B: the best sellers as a horizontal row, with a link to the best page. */
import { storeItemsQuery } from '../../core/api/selection.ts';
import { messages } from '../../core/messages/index.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { navigate, selectionUrl } from '../../bridge/navigation.ts';
import { useHost } from '../ui/host-context.ts';
import { ProductCard } from '../ui/product-card.tsx';
import { ScrollRow } from '../ui/scroll-row.tsx';
import { useQuery } from '../ui/use-query.ts';

const { home } = messages;
export const BEST_ROW_SIZE = 20;

export function BestRow({ largeId, onOpen }: { largeId: string; onOpen?: (item: StoreItem) => void }) {
  const host = useHost();
  const state = useQuery(storeItemsQuery({ selectionFrameDataId: largeId, sortType: 'PURCHASE', limit: BEST_ROW_SIZE, page: 1 }));
  const items = state.data?.storeItemList ?? [];
  if (items.length === 0) return null;
  const bestPage = `${selectionUrl(largeId)}/best`;
  return (
    <section className="best-row" part="best-row" aria-label={home.bestTitle}>
      <div className="section-head">
        <h2 className="section-title">{home.bestTitle}</h2>
        <a
          className="section-link"
          href={bestPage}
          onClick={(event) => {
            event.preventDefault();
            navigate(host, bestPage, 'link');
          }}
        >
          {home.bestMore}
        </a>
      </div>
      <ScrollRow label={home.bestTitle} prevLabel={home.picksPrev} nextLabel={home.picksNext}>
        {items.map((item, index) => (
          <li key={item.itemId} className="best-row__item" data-rank={index + 1}>
            <span className="best-row__rank" aria-hidden="true">
              {index + 1}
            </span>
            <ProductCard item={item} onOpen={onOpen} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
