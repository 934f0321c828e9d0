import Swiper from 'swiper';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { guideQuery } from '../../core/api/selection.ts';
import { completeGuide, dismissGuide, shouldShowGuide } from '../../core/domain/guide-memory.ts';
import { bridgeMessages } from '../../core/messages/bridge.ts';
import { couponMessages as couponText } from '../../core/messages/coupons.ts';
import { guideMessages as text } from '../../core/messages/guide.ts';
import type { Guide } from '../../core/schemas/guide.ts';
import { isAppWebView } from '../../bridge/app-env.ts';
import { track } from '../../bridge/app-channel.ts';
import { onAppMessage } from '../../bridge/app-inbox.ts';
import { claimCouponOnPage } from '../../bridge/coupon.ts';
import { openLink } from '../../bridge/deep-link.ts';
import { safeLinkUrl } from '../../core/schemas/safe-url.ts';
import { emit } from '../../bridge/events.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { FeedbackProvider, useFeedback } from '../ui/feedback.tsx';
import { useHost } from '../ui/host-context.ts';
import { useQuery } from '../ui/use-query.ts';

export interface SelectionGuideProps extends WidgetProps {
  largeId?: string;
}

type Layout = 'sheet' | 'popup' | 'fullscreen';
type CloseReason = 'dismiss' | 'complete';

const PHONE_QUERY = '(max-width: 767px)';

export function SelectionGuide({ largeId }: SelectionGuideProps) {
  if (!largeId) return null;
  return <GuideLoader key={largeId} largeId={largeId} />;
}

function GuideLoader({ largeId }: { largeId: string }) {
  const { data } = useQuery(guideQuery(largeId));
  const guide = data?.guide ?? null;
  // Decided once: closing must not bring it back, and a refetch (after a login) must not restart it.
  const [shown, setShown] = useState<Guide | null | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- decided once, when the guide first arrives
    if (guide && shown === undefined) setShown(shouldShowGuide(guide) ? guide : null);
  }, [guide, shown]);
  // A failed or empty guide call shows nothing: the guide is a welcome, not the page.
  if (!shown) return null;
  return <GuideDialog guide={shown} onClosed={() => setShown(null)} />;
}

/** The element that had focus, looking through open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function useLayout(): Layout {
  const inApp = isAppWebView();
  const [phone, setPhone] = useState(() => matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  if (inApp) return 'fullscreen';
  return phone ? 'sheet' : 'popup';
}

function GuideDialog({ guide, onClosed }: { guide: Guide; onClosed: () => void }) {
  const host = useHost();
  // The page-level messages: the app-update hint outlives the guide it came from.
  const feedback = useFeedback();
  const layout = useLayout();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const timers = useRef<number[]>([]);
  const closed = useRef(false);

  const close = useCallback(
    (reason: CloseReason) => {
      if (closed.current) return;
      closed.current = true;
      if (reason === 'complete') completeGuide(guide);
      else dismissGuide(guide._id);
      emit(host, 'selection-guide-close', { guideId: guide._id, largeId: guide.selectionFrameLargeDataId, reason });
      // Closed before it leaves the page, so the browser gives focus back to where it was.
      if (dialog.current?.open) dialog.current.close();
      const previous = returnFocus.current;
      onClosed();
      if (previous?.isConnected && deepActiveElement() !== previous) previous.focus();
    },
    [guide, host, onClosed],
  );

  const later = useCallback((action: () => void, ms: number) => {
    timers.current.push(window.setTimeout(action, ms));
  }, []);

  // A native modal dialog: focus moves in (to the dialog, which speaks its name), Tab stays inside,
  // Esc closes, and focus goes back when it closes.
  useLayoutEffect(() => {
    returnFocus.current = deepActiveElement();
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    element?.focus();
    track('selection_guide_view', { guideId: guide._id, variant: guide.variant });
  }, [guide._id, guide.variant]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // The app's back button closes the guide.
  useEffect(() => onAppMessage((message) => message.type === 'back' && close('dismiss')), [close]);

  const onBackdrop = (event: ReactMouseEvent<HTMLDialogElement>) => {
    // A click on the dimmed page lands on the dialog element itself, outside its box.
    if (layout === 'fullscreen' || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close('dismiss');
  };

  const label = guide.slides[0]?.title || text.label;

  return (
    <dialog
      ref={dialog}
      className="guide"
      part="guide"
      aria-label={label}
      tabIndex={-1}
      data-variant={guide.variant}
      data-layout={layout}
      data-guide-id={guide._id}
      onCancel={(event) => {
        event.preventDefault();
        close('dismiss');
      }}
      onClose={() => close('dismiss')}
      onClick={onBackdrop}
    >
      {/* Messages of the guide show inside it: anything outside a modal dialog is inert. */}
      <FeedbackProvider>
        <button type="button" className="guide__close" part="close" aria-label={text.close} onClick={() => close('dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
        {guide.variant === 'SNEAKERS' ? (
          <SneakersBanner guide={guide} onOpen={() => close('complete')} host={host} onFallback={() => feedback.alert(bridgeMessages.updateApp)} />
        ) : (
          <Slides guide={guide} onComplete={() => close('complete')} later={later} />
        )}
      </FeedbackProvider>
    </dialog>
  );
}

function Slides({ guide, onComplete, later }: { guide: Guide; onComplete: () => void; later: (action: () => void, ms: number) => void }) {
  const host = useHost();
  const feedback = useFeedback();
  const container = useRef<HTMLDivElement>(null);
  const couponButton = useRef<HTMLButtonElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [index, setIndex] = useState(0);
  const [claiming, setClaiming] = useState(false);
  // After an issue (or "already issued") the claim is done: no second request, the guide completes on its own.
  const [claimed, setClaimed] = useState(false);
  const claimDone = useRef(false);
  const awaitingAppLogin = useRef(false);
  const vertical = guide.variant === 'OUTLET';
  const total = guide.slides.length;
  const last = index >= total - 1;
  const withCoupon = vertical && last;

  // Before the first paint, so no click can come before the slider exists; it measures itself
  // again (resize observer) once the dialog opens.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const instance = new Swiper(element, {
      direction: vertical ? 'vertical' : 'horizontal',
      speed: reduced ? 0 : 300,
      on: { slideChange: (current) => setIndex(current.activeIndex) },
    });
    swiper.current = instance;
    return () => {
      instance.destroy(true, false);
      swiper.current = null;
    };
  }, [vertical]);

  // The outlet's last slide has no next button: focus goes on to its coupon button, not to the page.
  useEffect(() => {
    if (!withCoupon) return;
    const root = container.current?.getRootNode() as ShadowRoot | Document | undefined;
    const active = root?.activeElement ?? null;
    if (!active || active === container.current?.closest('dialog')) couponButton.current?.focus({ preventScroll: true });
  }, [withCoupon]);

  // From the slide shown, not from Swiper's own position: a second tap during the slide's motion
  // still moves on (or back) one.
  const go = (step: 1 | -1) => {
    const target = Math.min(Math.max(index + step, 0), total - 1);
    if (swiper.current) swiper.current.slideTo(target);
    else setIndex(target);
  };

  const claim = useCallback(async () => {
    if (claimDone.current) return;
    const couponCode = guide.couponCode;
    if (!couponCode) {
      claimDone.current = true;
      onComplete();
      return;
    }
    setClaiming(true);
    const outcome = await claimCouponOnPage(host, couponCode);
    setClaiming(false);
    switch (outcome.kind) {
      case 'issued':
      case 'already-issued':
        claimDone.current = true;
        setClaimed(true);
        feedback.toast(outcome.message);
        later(onComplete, outcome.completeAfterMs);
        return;
      case 'login-required':
        // In the app its login opens at once and reports back; on the web the login page follows.
        if (isAppWebView()) awaitingAppLogin.current = true;
        else feedback.toast(outcome.message);
        return;
      case 'pending':
      case 'failed':
        feedback.toast(outcome.message);
        return;
    }
  }, [feedback, guide.couponCode, host, later, onComplete]);

  // After the app's login the claim the person asked for goes through.
  useEffect(
    () =>
      onAppMessage((message) => {
        if (message.type !== 'login' || !awaitingAppLogin.current) return;
        awaitingAppLogin.current = false;
        if (message.status === 'success') void claim();
      }),
    [claim],
  );

  return (
    <>
      <div ref={container} className={`swiper guide__slider${vertical ? ' guide__slider--vertical' : ''}`}>
        <div className="swiper-wrapper">
          {guide.slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              className="swiper-slide guide__slide"
              part="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideCounter(slideIndex + 1, total)}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
              data-active={slideIndex === index}
            >
              <img className="guide__image" src={slide.imgUrl} width={slide.width} height={slide.height} alt="" decoding="async" />
              <div className="guide__copy">
                {slide.title ? <h2 className="guide__title">{slide.title}</h2> : null}
                {slide.text ? <p className="guide__text">{slide.text}</p> : null}
                {vertical && slideIndex === total - 1 ? (
                  <button
                    ref={couponButton}
                    type="button"
                    className="button button--primary guide__coupon"
                    part={claimed ? 'coupon coupon--claimed' : 'coupon'}
                    aria-busy={claiming}
                    // Not `disabled`: focus stays on it while the guide completes.
                    aria-disabled={claimed || undefined}
                    onClick={() => void claim()}
                  >
                    {claimed ? couponText.claimed : text.enterWithCoupon}
                  </button>
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
          ) : vertical ? null : (
            <button type="button" className="button button--primary guide__action" part="complete" onClick={onComplete}>
              {text.complete}
            </button>
          )}
        </div>
      </div>
    </>
  );
}

function SneakersBanner({ guide, onOpen, host, onFallback }: { guide: Guide; onOpen: () => void; host: HTMLElement; onFallback: () => Promise<void> }) {
  const slide = guide.slides[0];
  const webUrl = guide.webUrl === undefined ? undefined : safeLinkUrl(guide.webUrl);
  if (!slide) return null;
  const content = (
    <>
      <img className="guide__image" src={slide.imgUrl} width={slide.width} height={slide.height} alt="" decoding="async" />
      <span className="guide__copy">
        {slide.title ? <span className="guide__title">{slide.title}</span> : null}
        {slide.text ? <span className="guide__text">{slide.text}</span> : null}
        {webUrl ? (
          <span className="guide__more">
            {text.openBanner}
            <span aria-hidden="true"> ›</span>
          </span>
        ) : null}
      </span>
    </>
  );
  if (!webUrl) return <div className="guide__banner">{content}</div>;
  return (
    <a
      className="guide__banner"
      part="banner"
      href={webUrl}
      onClick={(event) => {
        event.preventDefault();
        // Completed first: the link may leave the page.
        onOpen();
        void openLink(host, webUrl, onFallback);
      }}
    >
      {content}
    </a>
  );
}
