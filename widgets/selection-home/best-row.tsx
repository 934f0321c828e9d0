/** Template B: the best sellers as a horizontal row, with a link to the best page. */
import { storeItemsQuery } from '../../core/api/selection.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { selectionUrl } from '../../bridge/navigation.ts';
import { ProductCard } from '../ui/product-card.tsx';
import { RowStandIn } from './section-stand-ins.tsx';
import { InlineError } from '../ui/inline-error.tsx';
import { ScrollRow } from '../ui/scroll-row.tsx';
import { useQuery } from '../ui/use-query.ts';
import { NavLink } from '../ui/nav-link.tsx';
import { useFirstScreenCount } from '../ui/first-screen.ts';
import { useFirstScreen } from '../ui/render-budget.ts';

export const BEST_ROW_SIZE = 20;

export function BestRow({ largeId, onOpen }: { largeId: string; onOpen?: (item: StoreItem) => void }) {
  const state = useQuery(storeItemsQuery({ selectionFrameDataId: largeId, sortType: 'PURCHASE', limit: BEST_ROW_SIZE, page: 1 }));
  const items = useFirstScreen(state.data?.storeItemList ?? [], useFirstScreenCount('scrollRow'));
  // While on its way, the row holds its room with stand-ins: it comes above the product list, which
  // would otherwise move down when it came (in Safari too while scrolled, having no scroll anchoring).
  const loading = state.status === 'loading';
  // A failed call says so in the row's place, with a retry, as every list does (SPEC §8).
  const failed = state.error !== undefined && state.data === undefined;
  if (!loading && !failed && items.length === 0) return null;
  const bestPage = `${selectionUrl(largeId)}/best`;
  return (
    <section className="best-row" part="best-row" aria-label={home.bestTitle} aria-busy={loading || undefined}>
      <div className="section-head">
        <h2 className="section-title">{home.bestTitle}</h2>
        <NavLink className="section-link" href={bestPage} reason="link">
          {home.bestMore}
        </NavLink>
      </div>
      {loading ? (
        <RowStandIn />
      ) : failed ? (
        <InlineError error={state.error} onRetry={state.retry} busy={state.fetching} />
      ) : (
        <ScrollRow label={home.bestTitle} prevLabel={home.bestPrev} nextLabel={home.bestNext}>
          {items.map((item, index) => (
            <li key={item.itemId}>
              <ProductCard item={item} onOpen={onOpen} rank={index + 1} />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
