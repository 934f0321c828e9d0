// A React 19 host written against the published types (compiled against the packed tarball).
import type {} from 'selection-widgets/react';
import { useRef } from 'react';

export function Storefront({ largeId, couponCode }: { largeId: string; couponCode?: string }) {
  const home = useRef<HTMLElementTagNameMap['selection-home']>(null);
  return (
    <main>
      <selection-home
        ref={home}
        className="storefront"
        large-id={largeId}
        onselection-navigate={(event) => {
          if (event.detail.reason === 'item') event.preventDefault();
        }}
        onselection-ready={(event) => console.log(event.detail.tag, home.current?.largeId)}
      />
      <selection-coupon coupon-code="WELCOME" onselection-coupon-claim={(event) => console.log(event.detail.outcome)} />
      {/* An optional prop passed on (exactOptionalPropertyTypes): left out when undefined, as React's own attributes are. */}
      <selection-coupon coupon-code={couponCode} />
      <selection-guide large-id={largeId} onselection-guide-close={(event) => console.log(event.detail.reason)} />
      {/* @ts-expect-error: attributes are strings */}
      <selection-home large-id={42} />
      {/* @ts-expect-error: the claim's outcome is one of its named results */}
      <selection-coupon onselection-coupon-claim={(event) => event.detail.outcome === 'granted'} />
      {/* @ts-expect-error: no such element */}
      <selection-homepage />
      {/* @ts-expect-error: the navigation detail has no `href` */}
      <selection-best onselection-navigate={(event) => event.detail.href} />
      {/* @ts-expect-error: a ref to another element type */}
      <selection-coupon ref={home} />
    </main>
  );
}
