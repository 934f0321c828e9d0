/**
 * The slide guides (Japan food: three across; outlet: five down, ending in the coupon button),
 * paged by 이전/다음 or a swipe. Japan food's track moves by a CSS transform; the outlet's is
 * Swiper's, downloaded for it alone (guide-swiper.tsx).
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import { GUIDE_TRAITS, guideCoupon } from '../../core/domain/guide-variants.ts';
import { commonMessages as common } from '../../core/messages/common.ts';
import { guideMessages as text } from '../../core/messages/guide.ts';
import type { Guide } from '../../core/schemas/guide.ts';
import { ChunkFailure, useChunk } from '../ui/use-chunk.tsx';
import { PAGING_LOADING, PAGING_READY, SwiperTrack, type Paging } from './guide-swiper.tsx';
import { ignoreHeldEnter } from './own-press.ts';

/** How far a finger must travel across the slides to turn one. */
const SWIPE_PX = 40;

const loadCouponButton = () => import('./guide-coupon.tsx');

export function GuideSlides({
  guide,
  onComplete,
  onCouponHeld,
}: {
  guide: Guide;
  onComplete: () => void;
  /** The coupon is issued or was already held: the guide completes after `completeAfterMs`. */
  onCouponHeld: (completeAfterMs: number) => void;
}) {
  const vertical = GUIDE_TRAITS[guide.variant].direction === 'vertical';
  const couponCode = guideCoupon(guide);
  const couponButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const total = guide.slides.length;
  const [index, setIndex] = useState(0);
  // The outlet's slides move once Swiper has arrived; Japan food's at once.
  const [paging, setPaging] = useState<Paging>(vertical ? PAGING_LOADING : PAGING_READY);
  const movable = paging.status === 'ready';
  // After 다시 시도 (which leaves with its notice) focus comes back to 다음.
  const refocusNext = useRef(false);
  const last = index >= total - 1;
  const withCoupon = couponCode !== undefined && last;

  // The outlet's last slide has no next button: focus goes on to its coupon button, not to the page.
  // In the commit that removes 다음 (a layout effect), so focus is never on the page between the two.
  useLayoutEffect(() => {
    if (withCoupon) takeFallenFocus(couponButton.current);
  }, [withCoupon]);

  useEffect(() => {
    if (!movable || !refocusNext.current) return;
    refocusNext.current = false;
    nextButton.current?.focus({ preventScroll: true });
  }, [movable]);

  // From the slide shown: a second tap during the motion still moves on (or back) one.
  const go = useCallback((step: 1 | -1) => setIndex((current) => Math.min(Math.max(current + step, 0), total - 1)), [total]);
  // A claim of the coupon on its way, or held, is shown on the coupon's slide: one taken up after the
  // web login begins as the guide opens (use-coupon-claim.ts). Once the slides can move: until then
  // the first slide is the one in place, and focus would go to a button out of view.
  const toCoupon = useCallback(() => {
    if (movable) setIndex(total - 1);
  }, [movable, total]);

  const slides = guide.slides.map((slide, slideIndex) => (
    <div
      key={slideIndex}
      className="guide__slide"
      part="slide"
      role="group"
      aria-roledescription={common.slide}
      aria-label={text.slideCounter(slideIndex + 1, total)}
      aria-hidden={slideIndex !== index}
      inert={slideIndex !== index}
      data-active={slideIndex === index}
    >
      <img
        className="guide__image"
        src={safeLinkUrl(slide.imgUrl)}
        width={slide.width}
        height={slide.height}
        alt=""
        decoding="async"
        draggable={false}
      />
      <div className="guide__copy">
        {slide.title ? <h2 className="guide__title">{slide.title}</h2> : null}
        {slide.text ? <p className="guide__text">{slide.text}</p> : null}
        {couponCode !== undefined && slideIndex === total - 1 ? (
          <CouponSlot couponCode={couponCode} buttonRef={couponButton} onClaim={toCoupon} onHeld={onCouponHeld} />
        ) : null}
      </div>
    </div>
  ));

  return (
    <>
      {vertical ? (
        <SwiperTrack index={index} onIndex={setIndex} onPaging={setPaging}>
          {slides}
        </SwiperTrack>
      ) : (
        <TransformTrack index={index} onStep={go}>
          {slides}
        </TransformTrack>
      )}
      <div className="guide__footer">
        {paging.status === 'failed' ? (
          <ChunkFailure
            what={text.nextSlideFailed}
            retry={() => {
              refocusNext.current = true;
              paging.retry();
            }}
          />
        ) : null}
        {/* Said as the slides move, with the new slide's title: the focus stays on 다음. */}
        <p className="guide__counter" aria-live="polite">
          <span className="visually-hidden">{text.slideMoved(index + 1, total, guide.slides[index]?.title)}</span>
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
            <button
              ref={nextButton}
              type="button"
              className="button button--primary guide__action"
              part="next"
              // Until the outlet's slider has arrived: there, focusable, and saying why it waits.
              aria-busy={paging.status === 'loading' || undefined}
              aria-disabled={!movable || undefined}
              onClick={() => movable && go(1)}
            >
              {text.next}
            </button>
          ) : withCoupon ? null : (
            <button
              type="button"
              className="button button--primary guide__action"
              part="complete"
              onKeyDown={ignoreHeldEnter}
              onClick={onComplete}
            >
              {text.complete}
            </button>
          )}
        </div>
      </div>
    </>
  );
}

/** Japan food's slides across: the track moved one slide at a time by a transform. */
function TransformTrack({ index, onStep, children }: { index: number; onStep: (step: 1 | -1) => void; children: ReactNode }) {
  const swipeFrom = useRef<number | null>(null);
  const onPointerUp = (event: ReactPointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const travel = event.clientX - from;
    if (Math.abs(travel) >= SWIPE_PX) onStep(travel < 0 ? 1 : -1);
  };
  return (
    <div
      className="guide__viewport"
      data-direction="horizontal"
      onPointerDown={(event) => (swipeFrom.current = event.clientX)}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeFrom.current = null)}
    >
      <div className="guide__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {children}
      </div>
    </div>
  );
}

/**
 * Focuses `button` where focus has fallen to nothing (what held it left the page) or rests on the
 * guide's dialog itself; never away from another control, nor on a slide not shown (inert).
 */
function takeFallenFocus(button: HTMLButtonElement | null): void {
  if (!button || button.closest('[inert]')) return;
  const active = (button.getRootNode() as ShadowRoot | Document).activeElement;
  if (!active || active === button.closest('dialog')) button.focus({ preventScroll: true });
}

/**
 * The coupon button once its code has arrived (asked for when the guide opens). Until then the
 * same button, busy, in the same place: nothing moves when it arrives.
 */
function CouponSlot({
  couponCode,
  buttonRef,
  onClaim,
  onHeld,
}: {
  couponCode: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClaim: () => void;
  onHeld: (completeAfterMs: number) => void;
}) {
  const chunk = useChunk('guide-coupon', loadCouponButton);
  // The working button replaces the busy one (or 다시 시도): focus that was on what left, and so fell
  // to nothing, goes on to it, in the commit that swaps them. Only on the slide shown: earlier, the
  // slot is inert and focus is elsewhere.
  useLayoutEffect(() => {
    if (chunk.status === 'ready') takeFallenFocus(buttonRef.current);
  }, [chunk.status, buttonRef]);
  if (chunk.status === 'ready') {
    const { GuideCouponButton } = chunk.module;
    return <GuideCouponButton couponCode={couponCode} buttonRef={buttonRef} onClaim={onClaim} onHeld={onHeld} />;
  }
  if (chunk.status === 'failed') {
    const { retry } = chunk;
    return <ChunkFailure retry={retry} what={text.couponButtonFailed} />;
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className="button button--primary guide__coupon"
      part="coupon"
      aria-busy="true"
      aria-disabled="true"
    >
      {text.enterWithCoupon}
    </button>
  );
}
