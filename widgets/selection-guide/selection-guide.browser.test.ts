import { expect } from 'chai';
import { guideCookieName, localDate } from '../../core/guide-memory.ts';
import { readCookie } from '../../core/storage/storage.ts';
import { bridgeMessages } from '../../core/messages/bridge.ts';
import { couponMessages as coupons } from '../../core/messages/coupons.ts';
import { guideMessages as text } from '../../core/messages/guide.ts';
import { messages } from '../../core/messages/index.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { refreshPage } from '../../core/stores/page-refresh.ts';
import { COUPON_DELAYS } from '../../core/actions/claim-coupon.ts';
import { claimWaitsForLogin } from '../../core/domain/claim-after-login.ts';
import { currentUrl } from '../../bridge/navigation.ts';
import { onAppMessage } from '../../bridge/app-inbox.ts';
import { postFromForeignFrame, type FakeApp } from '../../tests/support/fake-app.ts';
import { appPageTests } from '../../tests/browser/app-page.ts';
import { expectOneClaimForDoubleClick } from '../../tests/browser/coupon-claim.ts';
import {
  afterNextFrame,
  cleanup,
  holdEvents,
  holdFetches,
  loginAs,
  mount,
  nextTask,
  recordFetches,
  requestCount,
  scenarioId,
  shadow,
  textOf,
  waitFor,
  waitForText,
  newSession,
} from '../../tests/browser/helpers.ts';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { LANDSCAPE, PORTRAIT, expectInsideSafeArea, setSafeAreaInsets } from '../../tests/browser/phone-screen.ts';
import { focusPage, itOnlyIn, setViewport } from '../../tests/browser/engine.ts';
import '../../loader/selection-widgets.ts';

/** Host events, recorded; navigation and the web login are cancelled so the test page stays. */
const events: CustomEvent[] = [];
document.addEventListener('selection-guide-close', (event) => events.push(event));
document.addEventListener('selection-coupon-claim', (event) => events.push(event));
holdEvents('selection-navigate', events);
document.addEventListener('selection-login-required', (event) => {
  events.push(event);
  if (event.detail.handoff === 'web') event.preventDefault();
});
const eventsNamed = (name: string) => events.filter((event) => event.type === name);

const dialogOf = (element: Element) => element.shadowRoot?.querySelector<HTMLElement>('[part="guide"]') ?? null;
const part = (element: Element, name: string) => shadow(element).querySelector<HTMLElement>(`[part~="${name}"]`);
const button = (element: Element, name: string) => {
  const found = Array.from(shadow(element).querySelectorAll<HTMLElement>('button, a')).find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name && !candidate.closest('[inert]'),
  );
  if (!found) throw new Error(`no button named ${name}`);
  return found;
};
const activeInside = (element: Element) => shadow(element).activeElement;
/** The page's answers to the app's back button. */
const backResults = (app: FakeApp) => app.sent.filter((message) => message.type === 'back-result');

async function openGuide(key: 'japan-food' | 'outlet' | 'sneakers'): Promise<{ element: HTMLElement; dialog: HTMLElement; id: string }> {
  const id = await scenarioId(key);
  const element = mount('selection-guide', { 'large-id': id });
  const dialog = await waitFor(() => dialogOf(element), { message: `${key} guide` });
  return { element, dialog, id };
}

/** The window the guide's slides move through (its direction in `data-direction`). */
const viewportOf = (element: Element) => shadow(element).querySelector<HTMLElement>('[data-direction]');

/**
 * The outlet's slides once Swiper (downloaded when the guide opens) has taken them over: until then
 * 다음 is busy and unavailable.
 */
async function swiperReady(element: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => !button(element, text.next).hasAttribute('aria-busy'), { message: '다음 ready' });
  return viewportOf(element)!;
}

/**
 * A guide that is done: a new element of it renders nothing and sends no guide call (the loader's
 * rule, applied by the element too). Measured against a control mounted just after it, a guide
 * not done: once the control has asked for its guide, the done one would have too.
 */
async function expectNothingAsked(largeId: string): Promise<void> {
  clearQueryCache();
  const control = await scenarioId(largeId === (await scenarioId('sneakers')) ? 'japan-food' : 'sneakers');
  const fetches = recordFetches();
  try {
    const again = mount('selection-guide', { 'large-id': largeId });
    mount('selection-guide', { 'large-id': control });
    await waitFor(() => fetches.count(`selectionFrameLargeDataId=${control}`) > 0, { message: 'the control asked for its guide' });
    await nextTask();
    expect(again.shadowRoot, 'the element is defined').not.to.equal(null);
    expect(dialogOf(again)).to.equal(null);
    expect(fetches.count(`selectionFrameLargeDataId=${largeId}`)).to.equal(0);
  } finally {
    fetches.stop();
    cleanup();
  }
}

describe('<selection-guide>', () => {
  const page = appPageTests(() => {
    events.length = 0;
    newSession();
    localStorage.removeItem('selection-widgets:guides-snoozed');
  });

  it('Japan food: three slides with next, then complete marks the selection as seen for a year', async () => {
    const { element, dialog, id } = await openGuide('japan-food');
    // A native modal dialog: the page under it is inert, Esc and focus come from the browser.
    expect(dialog.localName).to.equal('dialog');
    expect(dialog.matches(':modal')).to.equal(true);
    await expectAccessible(element);
    expect(dialog.dataset.variant).to.equal('JAPAN_FOOD');
    expect(shadow(element).querySelectorAll('[part="slide"]')).to.have.length(3);
    expect(textOf(element)).to.include('일본 식품관에 오신 걸 환영해요');
    expect(textOf(element)).to.include(text.slideCounter(1, 3));
    expect(() => button(element, text.complete)).to.throw();
    button(element, text.next).click();
    await waitForText(element, text.slideCounter(2, 3));
    // The live counter says the new slide's title too: the focus stays on 다음, away from it.
    const title = shadow(element).querySelector('[part="slide"][data-active="true"] h2')?.textContent;
    expect(title).to.be.a('string').and.not.equal('');
    expect(shadow(element).querySelector('.guide__counter')?.textContent).to.include(text.slideMoved(2, 3, title ?? undefined));
    button(element, text.next).click();
    await waitForText(element, text.slideCounter(3, 3));
    expect(() => button(element, text.next)).to.throw();
    button(element, text.complete).click();
    await waitFor(() => !dialogOf(element), { message: 'guide closed' });
    expect(readCookie(guideCookieName(id))).to.be.a('string');
    expect(eventsNamed('selection-guide-close').at(-1)?.detail).to.include({ largeId: id, reason: 'complete' });

    // A later visit, even in a new session, shows nothing and asks for nothing.
    newSession();
    await expectNothingAsked(id);
  });

  it('closing dismisses the guide for the session only, without the cookie', async () => {
    const { element, id } = await openGuide('japan-food');
    button(element, text.close).click();
    await waitFor(() => !dialogOf(element), { message: 'guide closed' });
    expect(readCookie(guideCookieName(id))).to.equal(undefined);
    expect(eventsNamed('selection-guide-close').at(-1)?.detail.reason).to.equal('dismiss');

    await expectNothingAsked(id);

    newSession();
    const nextSession = mount('selection-guide', { 'large-id': id });
    await waitFor(() => dialogOf(nextSession), { message: 'guide in a new session' });
  });

  it('moves focus in, keeps Tab inside, closes on Esc and gives focus back', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    outside.focus();
    try {
      const { element, dialog } = await openGuide('japan-food');
      expect(document.activeElement).to.equal(element);
      expect(activeInside(element)).to.equal(dialog);
      for (const name of [text.close, text.next]) expect(button(element, name).localName).to.equal('button');

      // Real key presses: Tab never reaches the page under the modal dialog.
      for (let step = 0; step < 6; step += 1) {
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement === element || document.activeElement === document.body, `step ${step}`).to.equal(true);
        expect(document.activeElement).not.to.equal(outside);
      }

      // Tab may have gone on from the dialog's last button to the browser's own controls: Esc is pressed in the page.
      await focusPage();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialogOf(element), { message: 'closed by Esc' });
      expect(eventsNamed('selection-guide-close').at(-1)?.detail.reason).to.equal('dismiss');
      expect(document.activeElement).to.equal(outside);
    } finally {
      outside.remove();
    }
  });

  it('Japan food: 이전 goes back, and focus stays on the one next/complete button at the last slide', async () => {
    const { element } = await openGuide('japan-food');
    const previous = button(element, text.previous);
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    const next = button(element, text.next);
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitForText(element, text.slideCounter(2, 3));
    expect(previous.hasAttribute('aria-disabled')).to.equal(false);
    await sendKeys({ press: 'Enter' });
    await waitForText(element, text.slideCounter(3, 3));
    expect(activeInside(element)?.textContent).to.equal(text.complete);
    previous.focus();
    await sendKeys({ press: 'Enter' });
    await waitForText(element, text.slideCounter(2, 3));
    expect(activeInside(element)).to.equal(previous);
    await expectAccessible(element);
  });

  it('is a popup on a wide web page, full screen in the app web view', async () => {
    const web = await openGuide('japan-food');
    expect(web.dialog.dataset.layout).to.equal('popup');
    const popup = web.dialog.getBoundingClientRect();
    expect(Math.round(popup.left + popup.width / 2)).to.equal(Math.round(window.innerWidth / 2));
    cleanup();
    newSession();

    page.inApp('ios', '26.10.6');
    const inApp = await openGuide('japan-food');
    expect(inApp.dialog.dataset.layout).to.equal('fullscreen');
    const box = inApp.dialog.getBoundingClientRect();
    expect(box.width).to.equal(window.innerWidth);
    expect(box.height).to.equal(window.innerHeight);
  });

  it('full screen in the app web view over a page scrolled down: focus moving in it leaves the page where it was', async () => {
    const tall = document.createElement('div');
    tall.style.height = '300vh';
    document.body.append(tall);
    try {
      window.scrollTo(0, 600);
      page.inApp('ios', '26.10.6');
      const { element, dialog } = await openGuide('japan-food');
      expect(dialog.dataset.layout).to.equal('fullscreen');
      // The dialog takes focus as it opens, at the top of the screen: under where the host's header
      // would be, were it the page.
      await afterNextFrame();
      expect(window.scrollY, 'as it opens').to.equal(600);
      button(element, text.close).focus();
      await afterNextFrame();
      expect(window.scrollY, 'its close button focused').to.equal(600);
    } finally {
      cleanup();
      tall.remove();
      window.scrollTo(0, 0);
    }
  });

  it('on a short screen (a phone turned sideways, a page zoomed in) keeps its words and buttons in the guide: the picture gives up its height', async () => {
    await setViewport(852, 320);
    try {
      /** How far `inner` reaches past the bottom of `outer` (≤ 0 when it is inside). */
      const past = (inner: Element | null, outer: Element | null) =>
        (inner?.getBoundingClientRect().bottom ?? Infinity) - (outer?.getBoundingClientRect().bottom ?? 0);
      const food = await openGuide('japan-food');
      const slide = shadow(food.element).querySelector('[part="slide"][data-active="true"]');
      const words = slide?.querySelector('.guide__text') ?? null;
      expect(words?.textContent, 'the first slide has its words').to.not.equal('');
      expect(past(words, viewportOf(food.element)), "the slide's words, in view").to.be.at.most(0.5);
      expect(slide?.getBoundingClientRect().width, 'the slide, as wide as the guide').to.be.closeTo(
        viewportOf(food.element)?.getBoundingClientRect().width ?? 0,
        0.5,
      );
      expect(past(button(food.element, text.next), food.dialog), '다음').to.be.at.most(0.5);
      cleanup();
      newSession();

      const sneakers = await openGuide('sneakers');
      expect(past(part(sneakers.element, 'snooze'), sneakers.dialog), '오늘 하루 보지 않기').to.be.at.most(0.5);
      cleanup();
      newSession();

      // On a narrow phone too, each slide is as wide as the sheet, not as its words side by side.
      await setViewport(360, 640);
      const narrow = await openGuide('japan-food');
      const widths = [...shadow(narrow.element).querySelectorAll('[part="slide"]')].map((each) => each.getBoundingClientRect().width);
      const sheet = viewportOf(narrow.element)?.getBoundingClientRect().width ?? 0;
      expect(sheet, 'the sheet').to.be.closeTo(360, 0.5);
      expect(
        widths.every((width) => Math.abs(width - sheet) <= 0.5),
        `slides ${widths.join(', ')} in ${sheet}`,
      ).to.equal(true);
    } finally {
      await setViewport(800, 600);
    }
  });

  describe('on a page laid out edge to edge (Chromium only: safe-area insets are set through its DevTools protocol)', () => {
    /** The guide's controls a person can reach now (not those of slides off screen). */
    const controls = (element: Element) =>
      Array.from(shadow(element).querySelectorAll<HTMLElement>('[part="guide"] button, [part="guide"] a')).filter(
        (control) => !control.closest('[inert]'),
      );

    beforeEach(async function () {
      if (!(await setSafeAreaInsets())) this.skip();
    });
    afterEach(async () => {
      await setSafeAreaInsets();
      await setViewport(800, 600);
    });

    it('full screen in the app web view: close, next and the rest clear the status bar, the notch and the home indicator', async () => {
      page.inApp('ios', '26.10.6');
      await setViewport(393, 852);
      await setSafeAreaInsets(PORTRAIT);
      const upright = await openGuide('outlet');
      expect(upright.dialog.dataset.layout).to.equal('fullscreen');
      await swiperReady(upright.element);
      expectInsideSafeArea(controls(upright.element), PORTRAIT);

      await setViewport(852, 393);
      await setSafeAreaInsets(LANDSCAPE);
      expectInsideSafeArea(controls(upright.element), LANDSCAPE);
    });

    it('the bottom sheet on a phone keeps its last button above the home indicator', async () => {
      await setViewport(393, 852);
      await setSafeAreaInsets(PORTRAIT);
      const { element, dialog } = await openGuide('japan-food');
      expect(dialog.dataset.layout).to.equal('sheet');
      await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
      // The sheet sits at the bottom edge; at the top the page's own header is above it.
      expectInsideSafeArea(controls(element), { ...PORTRAIT, top: 0 });
    });
  });

  it('Outlet: five vertical slides, the last with the enter-and-get-coupon button', async () => {
    const { element, dialog } = await openGuide('outlet');
    expect(dialog.dataset.variant).to.equal('OUTLET');
    expect(shadow(element).querySelectorAll('[part="slide"]')).to.have.length(5);
    expect(viewportOf(element)?.getAttribute('data-direction')).to.equal('vertical');
    expect(() => button(element, text.enterWithCoupon)).to.throw();
    await swiperReady(element);
    for (let slide = 2; slide <= 5; slide += 1) {
      button(element, text.next).click();
      await waitForText(element, text.slideCounter(slide, 5));
    }
    // Vertical: the slides stack top to bottom, and the last one comes to fill the slider.
    const slides = shadow(element).querySelectorAll<HTMLElement>('[part="slide"]');
    const slider = viewportOf(element)?.getBoundingClientRect();
    await waitFor(() => Math.round(slides[4]?.getBoundingClientRect().top ?? 0) === Math.round(slider?.top ?? -1), {
      message: 'the last slide in view',
    });
    expect(slides[0]!.getBoundingClientRect().bottom, 'the first slide gone up, out of the slider').to.be.at.most((slider?.top ?? 0) + 1);
    const lastBox = slides[4]?.getBoundingClientRect();
    const fourthBox = slides[3]?.getBoundingClientRect();
    expect(lastBox?.left).to.equal(fourthBox?.left);
    expect(lastBox?.top).to.be.greaterThan(fourthBox?.top ?? 0);
    // The coupon button fits its sheet: no wider than the slide it sits on.
    const coupon = button(element, text.enterWithCoupon).getBoundingClientRect();
    expect(coupon.left).to.be.at.least(lastBox?.left ?? 0);
    expect(coupon.right).to.be.at.most(Math.ceil(lastBox?.right ?? 0));
    expect(coupon.right).to.be.at.most(Math.ceil(dialog.getBoundingClientRect().right));
    expect(button(element, text.enterWithCoupon).closest('[part="slide"]')).to.equal(slides[4]);
    await expectAccessible(element);
  });

  it('Outlet: at the last slide focus moves from the vanished next button to the coupon button', async () => {
    const { element } = await openGuide('outlet');
    await swiperReady(element);
    button(element, text.next).focus();
    for (let slide = 2; slide <= 5; slide += 1) {
      await sendKeys({ press: 'Enter' });
      await waitForText(element, text.slideCounter(slide, 5));
    }
    await waitFor(() => activeInside(element)?.getAttribute('part') === 'coupon', { message: 'focus on the coupon button' });
    expect(document.activeElement).to.equal(element);
  });

  it("Outlet: a second 다음 during the slide's motion moves on one more", async () => {
    const { element } = await openGuide('outlet');
    const viewport = await swiperReady(element);
    const next = button(element, text.next);
    next.click();
    await waitForText(element, text.slideCounter(2, 5));
    // Swiper keeps itself on its element: the second tap comes while it is still moving.
    expect((viewport as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating, 'in motion').to.equal(true);
    next.click();
    await waitForText(element, text.slideCounter(3, 5));
    const third = shadow(element).querySelectorAll<HTMLElement>('[part="slide"]')[2];
    await waitFor(() => Math.round(third?.getBoundingClientRect().top ?? 0) === Math.round(viewport.getBoundingClientRect().top), {
      message: 'the third slide in view',
    });
    expect(third?.hasAttribute('inert')).to.equal(false);
  });

  // Firefox over WebDriver BiDi and WebKitGTK over WebDriver offer a test no way to change prefers-reduced-motion.
  itOnlyIn('chromium', 'prefers-reduced-motion emulation', 'Outlet with reduced motion: the slides jump without animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { element } = await openGuide('outlet');
      const viewport = await swiperReady(element);
      button(element, text.next).click();
      await waitForText(element, text.slideCounter(2, 5));
      const second = shadow(element).querySelectorAll<HTMLElement>('[part="slide"]')[1];
      expect(Math.round(second?.getBoundingClientRect().top ?? 0)).to.equal(Math.round(viewport.getBoundingClientRect().top));
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  /**
   * Taps the outlet guide's coupon, closes the guide while the claim is on its way (then runs
   * `whileOnItsWay`), and answers with the claim's outcome once it is in.
   */
  async function closeWhileClaiming(element: HTMLElement, whileOnItsWay?: () => void): Promise<string | undefined> {
    const claims = holdFetches((url) => url.includes('/coupon/issue'));
    try {
      (await toCouponSlide(element)).click();
      await waitFor(() => claims.held() > 0, { message: 'the claim on its way' });
      button(element, text.close).click();
      await waitFor(() => !dialogOf(element), { message: 'the guide closed' });
      whileOnItsWay?.();
      claims.release();
      return (await waitFor(() => eventsNamed('selection-coupon-claim')[0], { message: 'the claim answered' })).detail.outcome;
    } finally {
      claims.stop();
    }
  }

  async function toCouponSlide(element: HTMLElement): Promise<HTMLElement> {
    await swiperReady(element);
    for (let slide = 2; slide <= 5; slide += 1) {
      button(element, text.next).click();
      await waitForText(element, text.slideCounter(slide, 5));
    }
    return button(element, text.enterWithCoupon);
  }

  /** The guide's toast shows inside the guide, over none of its buttons (the coupon's, the footer's, "오늘 하루 보지 않기"). */
  async function expectToastClearOfButtons(element: HTMLElement): Promise<void> {
    // Measured once the sheet has slid up and the slides have stopped.
    await Promise.all(
      dialogOf(element)
        ?.getAnimations({ subtree: true })
        .map((animation) => animation.finished) ?? [],
    );
    const toast = shadow(element).querySelector<HTMLElement>('[part="toast"]');
    const box = toast?.getBoundingClientRect();
    const guide = dialogOf(element)?.getBoundingClientRect();
    if (!box || !guide) throw new Error('no toast or guide');
    expect(box.top, 'inside the guide').to.be.at.least(guide.top);
    expect(box.bottom, 'inside the guide').to.be.at.most(guide.bottom);
    expect(box.left, 'inside the guide').to.be.at.least(guide.left);
    expect(box.right, 'inside the guide').to.be.at.most(guide.right);
    const buttons = [...shadow(element).querySelectorAll<HTMLElement>('button, a')].filter(
      (control) => control.checkVisibility() && !control.closest('[inert]'),
    );
    expect(buttons.length, 'the guide has buttons').to.be.greaterThan(2);
    for (const control of buttons) {
      const rect = control.getBoundingClientRect();
      const overlaps = rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
      expect(overlaps, `over ${control.textContent?.trim() || control.getAttribute('aria-label')}`).to.equal(false);
    }
  }

  it("Outlet coupon: the claim's message shows inside the guide, over none of its buttons, on a phone and a desktop", async () => {
    try {
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ] as const) {
        await setViewport(width, height);
        // Issued the first time, already issued the second: a message either way.
        await loginAs('buyer1@example.com');
        const { element } = await openGuide('outlet');
        (await toCouponSlide(element)).click();
        await waitFor(() => shadow(element).querySelector('[part="toast"]'), { message: `the claim's message at ${width} px` });
        await expectToastClearOfButtons(element);
        cleanup();
      }
    } finally {
      await setViewport(800, 600);
    }
  });

  it('Outlet coupon: issued shows the toast and completes the guide after 2 s', async () => {
    await loginAs('buyer1@example.com');
    const { element, id } = await openGuide('outlet');
    const started = performance.now();
    (await toCouponSlide(element)).click();
    await waitForText(element, coupons.issued);
    const claimedAt = performance.now();
    // Open until 2 s have passed since the toast (the close time is measured, not slept for).
    await waitFor(() => !dialogOf(element), { message: 'completed' });
    expect(performance.now() - claimedAt).to.be.greaterThan(1900);
    expect(performance.now() - started).to.be.lessThan(6000);
    expect(readCookie(guideCookieName(id))).to.be.a('string');
    expect(eventsNamed('selection-coupon-claim').at(-1)?.detail).to.include({ couponCode: 'OUTLET-WELCOME', outcome: 'issued' });
  });

  it('Outlet coupon: closed in the moment before it completes, the guide is complete all the same', async () => {
    await loginAs('buyer1@example.com');
    const { element, id } = await openGuide('outlet');
    (await toCouponSlide(element)).click();
    await waitForText(element, coupons.issued);
    button(element, text.close).click();
    await waitFor(() => !dialogOf(element), { message: 'closed' });
    expect(eventsNamed('selection-guide-close').map((event) => event.detail.reason)).to.deep.equal(['complete']);
    expect(readCookie(guideCookieName(id))).to.be.a('string');
  });

  it('Outlet coupon: closed while its claim is on its way, the claim that lands completes the guide', async () => {
    await loginAs('buyer1@example.com');
    const { element, id } = await openGuide('outlet');
    const outcome = await closeWhileClaiming(element, () =>
      expect(readCookie(guideCookieName(id)), 'not complete while the claim is unanswered').to.equal(undefined),
    );
    expect(outcome).to.equal('issued');
    await waitFor(() => readCookie(guideCookieName(id)), { message: 'complete once the coupon is held' });
    expect(eventsNamed('selection-coupon-claim').at(-1)?.detail).to.include({ couponCode: 'OUTLET-WELCOME', outcome: 'issued' });
    // The person is told, on the page: the guide's own toasts left with it.
    await waitFor(
      () =>
        [...shadow(element).querySelectorAll('[part="toast"]')].some(
          (toast) => toast.textContent === coupons.issued && toast.checkVisibility(),
        ),
      {
        message: 'the issued toast on the page',
      },
    );
    expect(eventsNamed('selection-guide-close').map((event) => event.detail.reason)).to.deep.equal(['dismiss']);
  });

  it('moved on the page while open, it is a modal dialog again (drawn afresh)', async () => {
    const { element } = await openGuide('japan-food');
    await waitFor(() => dialogOf(element)?.matches(':modal'), { message: 'the guide modal' });
    const other = document.createElement('div');
    document.body.append(other);
    // Moved in one task, as a framework moves an element: the top layer drops a dialog that leaves.
    other.append(element);
    await waitFor(() => dialogOf(element)?.matches(':modal'), { message: 'the moved guide modal again' });
    element.remove();
    other.remove();
  });

  it('Outlet coupon: taken off the page and put back while its claim is on its way, the claim that lands completes the guide and closes nothing', async () => {
    await loginAs('buyer1@example.com');
    const { element, id } = await openGuide('outlet');
    const claims = holdFetches((url) => url.includes('/coupon/issue'));
    try {
      (await toCouponSlide(element)).click();
      await waitFor(() => claims.held() > 0, { message: 'the claim on its way' });
      // A host takes the element off the page and puts it back (a view drawn again): its guide is
      // drawn afresh, and the first one never closed.
      const parent = element.parentElement!;
      element.remove();
      await nextTask();
      parent.append(element);
      await waitFor(() => dialogOf(element), { message: 'the guide drawn again' });
      claims.release();
      await waitFor(() => readCookie(guideCookieName(id)), { message: 'complete once the coupon is held' });
      expect(eventsNamed('selection-guide-close'), 'no close for the guide that left').to.deep.equal([]);
      expect(dialogOf(element), 'the guide shown stays').to.not.equal(null);
    } finally {
      claims.stop();
    }
  });

  it('Outlet coupon: already issued shows its message and completes after 1 s', async () => {
    await loginAs('buyer2@example.com');
    await fetch('/api/coupon/issue', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${readCookie('access_token') ?? ''}` },
      body: JSON.stringify({ couponCode: 'OUTLET-WELCOME', type: 'STANDARD' }),
    });
    const { element } = await openGuide('outlet');
    (await toCouponSlide(element)).click();
    await waitForText(element, coupons.alreadyIssued);
    const shownAt = performance.now();
    await waitFor(() => !dialogOf(element), { message: 'completed' });
    const after = performance.now() - shownAt;
    expect(after).to.be.greaterThan(800);
    expect(after).to.be.lessThan(1800);
    expect(eventsNamed('selection-guide-close').at(-1)?.detail.reason).to.equal('complete');
    // Its message, shown a second, goes on showing on the page once the guide has gone.
    const onPage = () =>
      [...shadow(element).querySelectorAll('[part="toast"]')].filter((toast) => toast.checkVisibility()).map((toast) => toast.textContent);
    await waitFor(() => onPage().length > 0, { message: 'the message on the page' });
    expect(onPage()).to.deep.equal([coupons.alreadyIssued]);
    // Read out once, in the guide: the page's live region shows it without reading it again.
    const handedOver = [...shadow(element).querySelectorAll('[part="toasts"] [part="toast"]')];
    expect(handedOver.map((toast) => toast.getAttribute('aria-hidden'))).to.deep.equal(['true']);
  });

  it('Outlet coupon on the web without login: the message, then the login page with from after 1 s', async () => {
    const { element } = await openGuide('outlet');
    (await toCouponSlide(element)).click();
    await waitForText(element, messages.errors.loginRequired);
    const shownAt = performance.now();
    expect(eventsNamed('selection-login-required')).to.have.length(0);
    const event = await waitFor(() => eventsNamed('selection-login-required')[0], { message: 'login hand-off', timeout: 3000 });
    expect(performance.now() - shownAt).to.be.greaterThan(800);
    expect(event.detail).to.include({ handoff: 'web', from: `${location.pathname}${location.search}` });
    expect(event.detail.loginUrl).to.equal(`/login?from=${encodeURIComponent(location.pathname + location.search)}`);
    expect(dialogOf(element), 'the guide stays until the person is back').not.to.equal(null);
  });

  it('Outlet coupon on the web without login: closed in the moment before the login page, the guide lets the person stay', async () => {
    const { element } = await openGuide('outlet');
    (await toCouponSlide(element)).click();
    await waitForText(element, messages.errors.loginRequired);
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl()), 'the claim kept for the login').to.equal(true);
    button(element, text.close).click();
    await waitFor(() => !dialogOf(element), { message: 'the guide closed' });
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl()), 'nothing left for a login').to.equal(false);
    // Set now for the hand-off's whole wait, this timer runs after the hand-off's would have: a page's
    // timers run in the order of their deadlines.
    await new Promise((resolve) => setTimeout(resolve, COUPON_DELAYS.loginRedirect));
    expect(eventsNamed('selection-login-required'), 'no login page').to.have.length(0);
  });

  it('Outlet coupon on the web without login: closed while its claim is on its way, the guide lets the person stay: no login page, nothing kept', async () => {
    const { element } = await openGuide('outlet');
    expect(await closeWhileClaiming(element)).to.equal('login-required');
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl()), 'nothing kept for a login').to.equal(false);
    // Set after the answer, this timer runs after a hand-off set by it would have.
    await new Promise((resolve) => setTimeout(resolve, COUPON_DELAYS.loginRedirect));
    expect(eventsNamed('selection-login-required'), 'no login page').to.have.length(0);
  });

  it('Outlet coupon in the app without login: closed while its claim is on its way, the app login does not open', async () => {
    const app = page.inApp('android', '30.0.119');
    const { element } = await openGuide('outlet');
    expect(await closeWhileClaiming(element)).to.equal('login-required');
    expect(app.sent.filter((message) => message.type === 'open-login')).to.deep.equal([]);
    expect(eventsNamed('selection-login-required')).to.have.length(0);
  });

  it('Outlet coupon on the web without login: the guide closed while another element’s claim of the coupon waits for the login leaves that claim be', async () => {
    const coupon = mount('selection-coupon', { 'coupon-code': 'OUTLET-WELCOME' });
    const { element } = await openGuide('outlet');
    const claim = await waitFor(() => shadow(coupon).querySelector<HTMLButtonElement>('button'), {
      message: 'the coupon element’s button',
    });
    // Under the open guide the page is inert: the tap is dispatched, as a tap made just before it opened.
    claim.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    await waitFor(() => claimWaitsForLogin('OUTLET-WELCOME', currentUrl()), { message: 'the coupon element’s claim kept for the login' });
    button(element, text.close).click();
    await waitFor(() => !dialogOf(element), { message: 'the guide closed' });
    const login = await waitFor(() => eventsNamed('selection-login-required')[0], { message: 'the coupon element’s login', timeout: 3000 });
    expect(login.target).to.equal(coupon);
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl()), 'still kept for the login').to.equal(true);
  });

  it('Outlet coupon on the web without login: back signed in from the login page, the guide opens on its coupon, claimed', async () => {
    const first = await openGuide('outlet');
    (await toCouponSlide(first.element)).click();
    await waitFor(() => eventsNamed('selection-login-required')[0], { message: 'login hand-off', timeout: 3000 });
    // The login page, and back: a new page, signed in, with the guide not yet done. The claim that
    // goes on waits at the door while the slides are looked at.
    cleanup();
    await loginAs('buyer1@example.com');
    const claims = holdFetches((url) => url.includes('/coupon/issue'));
    try {
      const { element, id } = await openGuide('outlet');
      await waitForText(element, text.slideCounter(5, 5));
      await waitFor(() => claims.held() > 0, { message: 'the claim on its way' });
      // Swiper takes over on the coupon's slide: the slide in view, and 이전 goes to the fourth.
      const slides = viewportOf(element)!;
      const inView = () =>
        [...slides.querySelectorAll<HTMLElement>('[part="slide"]')]
          .find((slide) => Math.abs(slide.getBoundingClientRect().top - slides.getBoundingClientRect().top) < 1)
          ?.getAttribute('aria-label');
      await waitFor(() => slides.classList.contains('swiper-initialized'), { message: 'Swiper' });
      await waitFor(() => inView() === text.slideCounter(5, 5), { message: 'the coupon slide in view' });
      button(element, text.previous).click();
      await waitFor(() => inView() === text.slideCounter(4, 5), { message: `the fourth slide in view: ${inView()}` });
      claims.release();
      await waitForText(element, coupons.issued);
      expect(eventsNamed('selection-coupon-claim').at(-1)?.detail).to.include({ couponCode: 'OUTLET-WELCOME', outcome: 'issued' });
      // The guide completes as after any claim.
      await waitFor(() => !dialogOf(element), { message: 'completed', timeout: 4000 });
      expect(readCookie(guideCookieName(id))).to.be.a('string');
    } finally {
      claims.stop();
    }
  });

  it('Outlet coupon in the app without login: the app login opens, and its answer completes the claim', async () => {
    const app = page.inApp('android', '30.0.119');
    const { element } = await openGuide('outlet');
    (await toCouponSlide(element)).click();
    const openLogin = await waitFor(() => app.sent.find((message) => message.type === 'open-login'), { message: 'open-login to the app' });
    expect(openLogin).to.deep.include({ source: 'selection-widgets', returnUrl: `${location.pathname}${location.search}` });
    expect(eventsNamed('selection-login-required')[0]?.detail.handoff).to.equal('app');
    expect(textOf(element)).not.to.include(messages.errors.loginRequired);

    // The app signs the person in (token cookie) and reports back.
    await loginAs('buyer1@example.com');
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    await waitForText(element, coupons.issued);
    expect(app.sent.some((message) => message.type === 'coupon-issued' && message.couponCode === 'OUTLET-WELCOME')).to.equal(true);
    await waitFor(() => !dialogOf(element), { message: 'completed', timeout: 4000 });
  });

  it('refuses a double click on the coupon button with one request', async () => {
    await loginAs('buyer1@example.com');
    const { element } = await openGuide('outlet');
    await expectOneClaimForDoubleClick(element, await toCouponSlide(element));
  });

  it('Sneakers on the web: one banner linking to its web page, plus close', async () => {
    const { element, dialog, id } = await openGuide('sneakers');
    expect(dialog.dataset.variant).to.equal('SNEAKERS');
    const banner = part(element, 'banner') as HTMLAnchorElement;
    expect(banner.getAttribute('href')).to.equal(`/story-list?selection-frame-data-id=${id}&story-type=SNEAKERS`);
    // Named by everything it shows (WCAG 2.5.3): title, subtitle and 자세히 보기.
    expect(banner.hasAttribute('aria-label')).to.equal(false);
    expect(banner.textContent).to.include('새 리뷰 탭이 열렸어요');
    expect(banner.textContent).to.include(text.openBanner);
    await expectAccessible(element);
    expect(button(element, text.close).localName).to.equal('button');
    banner.click();
    const navigation = await waitFor(() => eventsNamed('selection-navigate')[0], { message: 'navigation' });
    expect(navigation.detail).to.include({ reason: 'link', url: banner.getAttribute('href') });
    await waitFor(() => !dialogOf(element), { message: 'completed' });
    expect(readCookie(guideCookieName(id))).to.be.a('string');
  });

  it('Sneakers on the web: a Ctrl or ⌘ click on the banner is the browser’s (a new tab), and the guide stays', async () => {
    const { element, id } = await openGuide('sneakers');
    const banner = part(element, 'banner') as HTMLAnchorElement;
    // Seen after the element's own handler, then stopped here so the test page stays.
    const left: boolean[] = [];
    const record = (event: Event) => {
      left.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
        banner.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...modifier }));
      }
    } finally {
      document.removeEventListener('click', record);
    }
    expect(left, 'left to the browser').to.deep.equal([false, false]);
    expect(eventsNamed('selection-navigate')).to.have.length(0);
    expect(dialogOf(element), 'the guide stays').to.not.equal(null);
    expect(readCookie(guideCookieName(id)), 'not completed').to.equal(undefined);
  });

  it('Sneakers in a new enough app: a deep link to the app, no web navigation', async () => {
    const app = page.inApp('ios', '26.10.6');
    const { element, id } = await openGuide('sneakers');
    // A ⌘ tap (an iPad's keyboard) too: a web view has no tabs for the browser to open it in.
    part(element, 'banner')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, metaKey: true }));
    const deepLink = await waitFor(() => app.sent.find((message) => message.type === 'open-deep-link'), { message: 'deep link' });
    // Both absolute: the app parses the web page's URL whole.
    const webUrl = new URL(`/story-list?selection-frame-data-id=${id}&story-type=SNEAKERS`, location.href).href;
    expect(deepLink).to.deep.include({ webUrl, url: `selectionapp://web?url=${encodeURIComponent(webUrl)}` });
    // The deep link was the click's whole answer: the guide completed with no web navigation.
    await waitFor(() => !dialogOf(element), { message: 'completed' });
    await nextTask();
    expect(eventsNamed('selection-navigate')).to.have.length(0);
  });

  it('Sneakers in an older app: the update hint, then the web page instead of a deep link', async () => {
    const app = page.inApp('android', '30.0.118');
    const { element, id } = await openGuide('sneakers');
    (part(element, 'banner') as HTMLElement).click();
    await waitForText(element, bridgeMessages.updateApp);
    expect(eventsNamed('selection-navigate')).to.have.length(0);
    const ok = Array.from(shadow(element).querySelectorAll('dialog button')).find(
      (candidate) => candidate.textContent === messages.common.ok,
    ) as HTMLElement;
    ok.click();
    const navigation = await waitFor(() => eventsNamed('selection-navigate')[0], { message: 'web fallback' });
    expect(navigation.detail.url).to.equal(`/story-list?selection-frame-data-id=${id}&story-type=SNEAKERS`);
    expect(app.sent.some((message) => message.type === 'open-deep-link')).to.equal(false);
  });

  it("Sneakers in an older app: the app's back answers the update hint as Esc does, and the web page follows", async () => {
    const app = page.inApp('android', '30.0.118');
    const { element, id } = await openGuide('sneakers');
    (part(element, 'banner') as HTMLElement).click();
    await waitForText(element, bridgeMessages.updateApp);
    app.reply({ source: 'selection-app', type: 'back', id: 'hint' });
    await waitFor(() => backResults(app).length === 1, { message: 'the answer to back' });
    // The page used the press (the hint closed), so the app does not also go back under it.
    expect(backResults(app)).to.deep.equal([{ source: 'selection-widgets', type: 'back-result', handled: true, id: 'hint' }]);
    expect(textOf(element)).not.to.include(bridgeMessages.updateApp);
    const navigation = await waitFor(() => eventsNamed('selection-navigate')[0], { message: 'web fallback' });
    expect(navigation.detail.url).to.equal(`/story-list?selection-frame-data-id=${id}&story-type=SNEAKERS`);
  });

  it("closes on the app's back message and answers it, but ignores one from a foreign origin", async () => {
    const app = page.inApp('ios', '26.10.6');
    const { element } = await openGuide('japan-food');
    await postFromForeignFrame({ source: 'selection-app', type: 'back' });
    expect(dialogOf(element), 'a foreign message is ignored').not.to.equal(null);
    // Delivered (the page's mailbox listens from boot, before this listener) and ignored.
    const delivered = new Promise<void>((resolve) => {
      const seen = (event: MessageEvent) => {
        if ((event.data as { type?: string } | null)?.type !== 'bogus') return;
        window.removeEventListener('message', seen);
        resolve();
      };
      window.addEventListener('message', seen);
    });
    app.reply({ source: 'selection-app', type: 'bogus' });
    await delivered;
    await nextTask();
    expect(dialogOf(element), 'a malformed message is ignored').not.to.equal(null);
    expect(backResults(app), 'nothing is answered for a foreign or malformed message').to.deep.equal([]);
    app.reply({ source: 'selection-app', type: 'back' });
    await waitFor(() => !dialogOf(element), { message: 'closed by back' });
    expect(eventsNamed('selection-guide-close').at(-1)?.detail.reason).to.equal('dismiss');
    // The page says it used the back button, so the app does not also go back.
    await waitFor(() => backResults(app).length === 1, { message: 'the answer to back' });
    expect(backResults(app)).to.deep.equal([{ source: 'selection-widgets', type: 'back-result', handled: true }]);
    // With the guide gone, the next back is the app's; its id comes back with the answer.
    app.reply({ source: 'selection-app', type: 'back', id: 'press-2' });
    await waitFor(() => backResults(app).length === 2, { message: 'the answer to the second back' });
    expect(backResults(app)[1]).to.deep.equal({ source: 'selection-widgets', type: 'back-result', handled: false, id: 'press-2' });
  });

  it("the app's back goes first to what opened over the guide, also after the guide drew again", async () => {
    const app = page.inApp('android', '30.0.119');
    const { element } = await openGuide('japan-food');
    // Something opens over the guide (what a dialog's subscription is)...
    let over = true;
    const stop = onAppMessage((message) => message.type === 'back' && over);
    try {
      // ...and then the page loads again what it shows (as after the app's login): the guide draws again.
      const fetches = recordFetches();
      try {
        refreshPage();
        await waitFor(() => fetches.count('/selection-frame-first-enterance-guide') > 0, { message: 'the guide asked again' });
        await fetches.idle();
      } finally {
        fetches.stop();
      }
      app.reply({ source: 'selection-app', type: 'back' });
      await waitFor(() => backResults(app).length === 1, { message: 'the answer to back' });
      expect(dialogOf(element), 'the guide under it stays open').not.to.equal(null);
      over = false;
      app.reply({ source: 'selection-app', type: 'back' });
      await waitFor(() => !dialogOf(element), { message: 'the guide closed by the next back' });
    } finally {
      stop();
    }
  });

  it('reports a view to the app tracker, except in the login-as mode', async () => {
    const app = page.inApp('ios', '26.10.6');
    const first = await openGuide('japan-food');
    await waitFor(() => app.sent.find((message) => message.type === 'track' && message.event === 'selection_guide_view'), {
      message: 'track message',
    });
    cleanup();
    newSession();
    app.sent.length = 0;
    document.cookie = 'secondary_token=login-as; Path=/';
    // The view is reported as the dialog opens (the same commit): open means it would have been sent.
    await openGuide('japan-food');
    await nextTask();
    expect(app.sent.filter((message) => message.type === 'track')).to.have.length(0);
    expect(first.element.isConnected).to.equal(false);
  });

  it('closes when its large-id is removed', async () => {
    const { element } = await openGuide('sneakers');
    element.removeAttribute('large-id');
    await waitFor(() => !dialogOf(element), { message: 'guide gone' });
  });

  it('shows nothing without a large-id or for a selection without a guide', async () => {
    const none = mount('selection-guide');
    const noFrames = await scenarioId('no-frames');
    const noGuide = mount('selection-guide', { 'large-id': noFrames });
    // Its answer (guide: null) has arrived: a resource entry lands once the response is in.
    await waitFor(() => requestCount(`selectionFrameLargeDataId=${noFrames}`) > 0, { message: 'the guide call answered' });
    await nextTask();
    expect(dialogOf(none)).to.equal(null);
    expect(dialogOf(noGuide)).to.equal(null);
    expect(noGuide.getBoundingClientRect().height).to.equal(0);
  });

  it('오늘 하루 보지 않기 (outlet, sneakers; not the Japan food welcome) hides the guide for the local day only', async () => {
    const japan = await openGuide('japan-food');
    expect(() => button(japan.element, text.snoozeToday)).to.throw();
    cleanup();

    const { element, id } = await openGuide('outlet');
    button(element, text.snoozeToday).click();
    await waitFor(() => !dialogOf(element), { message: 'guide closed' });
    expect(eventsNamed('selection-guide-close').at(-1)?.detail).to.include({ largeId: id, reason: 'snooze' });
    expect(readCookie(guideCookieName(id)), 'not completed').to.equal(undefined);
    // A new session the same day: nothing shown, nothing asked.
    newSession();
    await expectNothingAsked(id);
    // Yesterday's choice does not hold today.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    localStorage.setItem('selection-widgets:guides-snoozed', JSON.stringify({ [id]: localDate(yesterday) }));
    const nextDay = mount('selection-guide', { 'large-id': id });
    await waitFor(() => dialogOf(nextDay), { message: 'the guide on another day' });
    localStorage.removeItem('selection-widgets:guides-snoozed');
  });

  it('Sneakers: 오늘 하루 보지 않기 is under the banner, a real button in the dialog', async () => {
    const { element } = await openGuide('sneakers');
    const snooze = button(element, text.snoozeToday);
    expect(snooze.localName).to.equal('button');
    expect(snooze.closest('dialog')).to.equal(dialogOf(element));
    await expectAccessible(element);
  });
});
