/**
 * The guide's native modal `<dialog>` (focus in, Tab kept inside, Esc, focus back: all the
 * browser's), its layout (a sheet on phones, a popup on wider screens, full screen in the app web
 * view) and how it closes: dismissed, put off for today, or completed.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent } from 'react';
import { completeGuide, dismissGuide, snoozeGuideForToday } from '../../core/guide-memory.ts';
import { GUIDE_TRAITS } from '../../core/domain/guide-variants.ts';
import { bridgeMessages } from '../../core/messages/bridge.ts';
import { guideMessages as text } from '../../core/messages/guide.ts';
import type { Guide } from '../../core/schemas/guide.ts';
import { isAppWebView } from '../../bridge/app-env.ts';
import { track } from '../../bridge/app-channel.ts';
import { onAppMessage } from '../../bridge/app-inbox.ts';
import { stayInsteadOfLogin } from '../../bridge/web-login-wait.ts';
import { emit } from '../../bridge/events.ts';
import { FeedbackProvider, useFeedback } from '../ui/feedback.tsx';
import { useHost } from '../ui/host-context.ts';
import { useIsPhone } from '../ui/use-media.ts';
import { usePageStillWhileOpen } from '../ui/page-still.ts';
import { GuideBanner } from './guide-banner.tsx';
import { GuideSlides } from './guide-slides.tsx';

type CloseReason = 'dismiss' | 'snooze' | 'complete';

/** The element that had focus, looking through open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const REMEMBER: Record<CloseReason, (guide: Guide) => void> = {
  dismiss: dismissGuide,
  snooze: (guide) => snoozeGuideForToday(guide),
  complete: completeGuide,
};

export function GuideDialog({ guide, onClosed }: { guide: Guide; onClosed: () => void }) {
  const host = useHost();
  // The page-level messages: the app-update hint outlives the guide it came from.
  const feedback = useFeedback();
  const phone = useIsPhone();
  const layout = isAppWebView() ? 'fullscreen' : phone ? 'sheet' : 'popup';
  const traits = GUIDE_TRAITS[guide.variant];
  const dialog = useRef<HTMLDialogElement>(null);
  usePageStillWhileOpen(dialog);
  const returnFocus = useRef<HTMLElement | null>(null);
  const timers = useRef<number[]>([]);
  const closed = useRef(false);

  // The coupon is held and the guide completes in a moment: closed before that, it is complete all the same.
  const held = useRef(false);

  const close = useCallback(
    (asked: CloseReason) => {
      if (closed.current) return;
      closed.current = true;
      const reason = held.current ? 'complete' : asked;
      REMEMBER[reason](guide);
      // Closed while a claim is on its way or in the moment before its login: the person stays.
      if (guide.couponCode) stayInsteadOfLogin(guide.couponCode, host);
      emit(host, 'selection-guide-close', { guideId: guide._id, largeId: guide.selectionFrameLargeDataId, reason });
      // Closed before it leaves the page, so the browser gives focus back to where it was.
      if (dialog.current?.open) dialog.current.close();
      const previous = returnFocus.current;
      onClosed();
      if (previous?.isConnected && deepActiveElement() !== previous) previous.focus();
    },
    [guide, host, onClosed],
  );

  const onCouponHeld = useCallback(
    (completeAfterMs: number) => {
      held.current = true;
      // A claim that lands after the guide closed (× or the app's back while it was on its way):
      // the coupon is held all the same, so the guide is remembered as complete, not shown again.
      if (closed.current || gone.current) completeGuide(guide);
      else timers.current.push(window.setTimeout(() => close('complete'), completeAfterMs));
    },
    [close, guide],
  );

  useLayoutEffect(() => {
    returnFocus.current = deepActiveElement();
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The dialog itself takes focus, so its name is what a screen reader says first.
    element?.focus();
    track('selection_guide_view', { guideId: guide._id, variant: guide.variant });
  }, [guide._id, guide.variant]);

  // Taken off the page (the host's router, another large-id) without closing: a claim that lands
  // later completes the guide and sets off nothing on a page that has moved on.
  const gone = useRef(false);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      gone.current = true;
      pending.forEach((timer) => clearTimeout(timer));
    };
  }, []);

  // The app's back button closes the guide first (and the page says so, so the app does not also go
  // back); a dialog opened over the guide later is closed before it. Subscribed once, from the commit
  // that opens it (a layout effect: no press between the dialog showing and the subscription goes to
  // the page), the latest `close` read when the press comes, so it stays below that dialog.
  const closeLatest = useRef(close);
  useLayoutEffect(() => {
    closeLatest.current = close;
  }, [close]);
  useLayoutEffect(
    () =>
      onAppMessage((message) => {
        if (message.type !== 'back' || closed.current) return false;
        closeLatest.current('dismiss');
        return true;
      }),
    [],
  );

  // A press on the dimmed page lands on the dialog element itself, outside its box.
  const onDimmed = (event: ReactMouseEvent<HTMLDialogElement>): boolean => {
    if (layout === 'fullscreen' || event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };
  // Where the press began: a drag from a slide (a swipe, a text selection) let go over the dimmed
  // page sends its click to the dialog too, and is no press on the page.
  const pressedOnDimmed = useRef(false);
  const onBackdrop = (event: ReactMouseEvent<HTMLDialogElement>) => {
    if (pressedOnDimmed.current && onDimmed(event)) close('dismiss');
  };

  const complete = () => close('complete');

  return (
    <dialog
      ref={dialog}
      className="guide"
      part="guide"
      aria-label={guide.slides[0]?.title || text.label}
      tabIndex={-1}
      data-variant={guide.variant}
      data-layout={layout}
      data-guide-id={guide._id}
      onCancel={(event) => {
        event.preventDefault();
        close('dismiss');
      }}
      onClose={() => close('dismiss')}
      onPointerDown={(event) => {
        pressedOnDimmed.current = onDimmed(event);
      }}
      onClick={onBackdrop}
    >
      {/* Messages of the guide show inside it: anything outside a modal dialog is inert. */}
      <FeedbackProvider>
        <button type="button" className="guide__close" part="close" aria-label={text.close} onClick={() => close('dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
        {traits.body === 'banner' ? (
          <GuideBanner guide={guide} onOpen={complete} onFallback={() => feedback.alert(bridgeMessages.updateApp)} />
        ) : (
          <GuideSlides guide={guide} onComplete={complete} onCouponHeld={onCouponHeld} />
        )}
        {traits.snoozeForToday ? (
          <div className="guide__bar">
            <button type="button" className="guide__snooze" part="snooze" onClick={() => close('snooze')}>
              {text.snoozeToday}
            </button>
          </div>
        ) : null}
      </FeedbackProvider>
    </dialog>
  );
}
