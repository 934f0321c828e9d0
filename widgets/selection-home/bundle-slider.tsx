/**
 * Combined shipping: up to 30 random items that ship together, 4 per page, with the fee. It closes
 * the page, after the whole product list (three pages of it, then "더 보기"): never in a first
 * screen, so it is asked for only when its place comes within a screen of the view
 * (`useNearScreen`), and a server render leaves it to the browser (its 30 items were a quarter to
 * a third of the answers a served home carried).
 */
import { bundleableItemsQuery } from '../../core/api/selection.ts';
import { BUNDLE_SLIDER_LIMIT, bundleFeeText, fillBundleFee } from '../../core/domain/bundle-shipping.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { useRef, useState } from 'react';
import { useOnServer } from '../ui/host-context.ts';
import { InlineError } from '../ui/inline-error.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { ScrollRow } from '../ui/scroll-row.tsx';
import { useQuery } from '../ui/use-query.ts';
import { useFirstScreenCount } from '../ui/first-screen.ts';
import { useFirstScreen } from '../ui/render-budget.ts';
import { useNearScreen } from '../ui/use-near-screen.ts';

export function BundleSlider({
  large,
  storeItemId,
  eager = false,
  onOpen,
}: {
  large: SelectionFrame;
  storeItemId: string;
  /** Asked for at once, not when near the view: the page comes back to one of its products. */
  eager?: boolean;
  onOpen?: (item: StoreItem) => void;
}) {
  const onServer = useOnServer();
  // Where the row will be, watched until it comes near the view.
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  // Asked for at once stays asked for once the page is back at its product (eager only ever turns off).
  const [wanted] = useState(eager);
  const state = useQuery(
    onServer || !(near || wanted)
      ? undefined
      : bundleableItemsQuery({ storeItemId, selectionFrameDataId: large._id, limit: BUNDLE_SLIDER_LIMIT, page: 1 }),
  );
  const items = useFirstScreen(state.data?.storeItems.slice(0, BUNDLE_SLIDER_LIMIT) ?? [], useFirstScreenCount('scrollRow'));
  if (state.error && !state.data) {
    return (
      <section className="bundle" part="bundle-slider" aria-label={home.bundleTitle}>
        <h2 className="section-title">{home.bundleTitle}</h2>
        <InlineError error={state.error} onRetry={state.retry} busy={state.fetching} />
      </section>
    );
  }
  if (!state.data || state.data.storeItems.length === 0) return <div ref={place} className="bundle-place" aria-hidden="true" />;
  const fee = state.data.bundleShippingFee;
  const subtitle = large.subTitleList.find((entry) => entry.viewType === 'C')?.text;
  return (
    <section className="bundle" part="bundle-slider" aria-label={home.bundleTitle}>
      <h2 className="section-title">
        {home.bundleTitle}{' '}
        <span className="bundle__fee" part="bundle-fee">
          {bundleFeeText(fee, home.bundleFree)}
        </span>
      </h2>
      {subtitle ? <p className="section-subtitle">{fillBundleFee(subtitle, fee, home.bundleFree)}</p> : null}
      <ScrollRow label={home.bundleTitle} prevLabel={home.bundlePrev} nextLabel={home.bundleNext} className="scroll-row--four">
        {items.map((item) => (
          <li key={item.itemId}>
            <ProductCard item={item} onOpen={onOpen} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
