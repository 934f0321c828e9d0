/**
 * The slide guides (Japan food: three across; outlet: five down, ending in the coupon button).
 * Paged by 이전/다음 or a swipe, moved by a CSS transform: no slider library.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { GUIDE_TRAITS, guideCoupon } from '../../core/domain/guide-variants.ts';
import { guideMessages as text } from '../../core/messages/guide.ts';
import type { Guide } from '../../core/schemas/guide.ts';
import { ChunkFailure, useChunk } from '../ui/use-chunk.tsx';

/** How far a finger must travel along the slides' direction to turn one. */
const SWIPE_PX = 40;

const loadCouponButton = () => import('./guide-coupon.tsx');

export function GuideSlides({ guide, onComplete, later }: { guide: Guide; onComplete: () => void; later: (action: () => void, ms: number) => void }) {
  const vertical = GUIDE_TRAITS[guide.variant].direction === 'vertical';
  const couponCode = guideCoupon(guide);
  const couponButton = useRef<HTMLButtonElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const [index, setIndex] = useState(0);
  const total = guide.slides.length;
  const last = index >= total - 1;
  const withCoupon = couponCode !== undefined && last;

  // The outlet's last slide has no next button: focus goes on to its coupon button, not to the page.
  useEffect(() => {
    if (!withCoupon) return;
    const root = viewport.current?.getRootNode() as ShadowRoot | Document | undefined;
    const active = root?.activeElement ?? null;
    if (!active || active === viewport.current?.closest('dialog')) couponButton.current?.focus({ preventScroll: true });
  }, [withCoupon]);

  // From the slide shown: a second tap during the motion still moves on (or back) one.
  const go = (step: 1 | -1) => setIndex((current) => Math.min(Math.max(current + step, 0), total - 1));

  const onPointerDown = (event: ReactPointerEvent) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const travel = vertical ? event.clientY - from.y : event.clientX - from.x;
    if (Math.abs(travel) >= SWIPE_PX) go(travel < 0 ? 1 : -1);
  };

  const offset = `-${index * 100}%`;

  return (
    <>
      <div
        ref={viewport}
        className="guide__viewport"
        data-direction={vertical ? 'vertical' : 'horizontal'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <div className="guide__track" style={{ transform: vertical ? `translateY(${offset})` : `translateX(${offset})` }}>
          {guide.slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              className="guide__slide"
              part="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideCounter(slideIndex + 1, total)}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
              data-active={slideIndex === index}
            >
              <img className="guide__image" src={slide.imgUrl} width={slide.width} height={slide.height} alt="" decoding="async" draggable={false} />
              <div className="guide__copy">
                {slide.title ? <h2 className="guide__title">{slide.title}</h2> : null}
                {slide.text ? <p className="guide__text">{slide.text}</p> : null}
                {couponCode !== undefined && slideIndex === total - 1 ? (
                  <CouponSlot couponCode={couponCode} buttonRef={couponButton} onHeld={(after) => later(onComplete, after)} />
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="guide__footer">
        <p className="guide__counter" aria-live="polite">
          <span className="visually-hidden">{text.slideCounter(index + 1, total)}</span>
          <span aria-hidden="true">
            {index + 1} / {total}
          </span>
        </p>
        <div className="guide__actions">
          {/* Always there (unavailable on the first slide), so focus never falls out when it changes. */}
          <button
            type="button"
            className="button guide__action guide__action--previous"
            part="previous"
            aria-disabled={index === 0 || undefined}
            onClick={() => index > 0 && go(-1)}
          >
            {text.previous}
          </button>
          {/* Next and complete are one button in one place, so focus stays on it at the last slide. */}
          {!last ? (
            <button type="button" className="button button--primary guide__action" part="next" onClick={() => go(1)}>
              {text.next}
            </button>
          ) : withCoupon ? null : (
            <button type="button" className="button button--primary guide__action" part="complete" onClick={onComplete}>
              {text.complete}
            </button>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * The coupon button once its code has arrived (asked for when the guide opens). Until then the
 * same button, busy, in the same place: nothing moves when it arrives.
 */
function CouponSlot({ couponCode, buttonRef, onHeld }: { couponCode: string; buttonRef: RefObject<HTMLButtonElement | null>; onHeld: (completeAfterMs: number) => void }) {
  const chunk = useChunk(loadCouponButton);
  // After 다시 시도 (which leaves with its notice) focus comes back to the button it brought.
  const refocus = useRef(false);
  useEffect(() => {
    if (chunk.status !== 'ready' || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus({ preventScroll: true });
  }, [chunk.status, buttonRef]);
  if (chunk.status === 'ready') {
    const { GuideCouponButton } = chunk.module;
    return <GuideCouponButton couponCode={couponCode} buttonRef={buttonRef} onHeld={onHeld} />;
  }
  if (chunk.status === 'failed') {
    const { retry } = chunk;
    return (
      <ChunkFailure
        retry={() => {
          refocus.current = true;
          retry();
        }}
      />
    );
  }
  return (
    <button ref={buttonRef} type="button" className="button button--primary guide__coupon" part="coupon" aria-busy="true" aria-disabled="true">
      {text.enterWithCoupon}
    </button>
  );
}
