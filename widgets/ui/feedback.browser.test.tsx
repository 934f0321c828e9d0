import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useEffect } from 'react';
import { cleanup, mount, nameOf, nextTask, shadow, waitFor } from '../../tests/browser/helpers.ts';
import { itOnlyIn, pressShiftTab, setViewport } from '../../tests/browser/engine.ts';
import { setPageScale } from '../../tests/browser/phone-screen.ts';
import { couponMessages } from '../../core/messages/coupons.ts';
import { defineElement, type WidgetProps } from './define-element.tsx';
import { useFeedback, type Feedback } from './feedback.tsx';

/** A widget with one button that shows `message` as a toast. */
function Toaster({ message }: WidgetProps & { message?: string }) {
  const feedback = useFeedback();
  return (
    <button type="button" className="toaster" onClick={() => feedback.toast(message ?? '')}>
      알림
    </button>
  );
}
defineElement<WidgetProps & { message?: string }>('test-toaster', Toaster, { props: { message: 'string' }, css: '' });

/** The catalogue's longest toast: 27 characters, about 360 px of 14 px Hangul on one line. */
const LONG = couponMessages.default;

/** How many lines `element`'s text is laid out in. */
function linesOf(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

async function toastOf(message: string): Promise<HTMLElement> {
  const element = mount('test-toaster', { message });
  const button = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('.toaster'), { message: 'the button' });
  button.click();
  return waitFor(
    () => [...shadow(element).querySelectorAll<HTMLElement>('[part="toast"]')].find((toast) => toast.textContent === message),
    { message: 'the toast' },
  );
}

describe('toasts', () => {
  afterEach(async () => {
    cleanup();
    await setViewport(800, 600);
  });

  it("shows above the foot of what is in sight when a zoom or a keyboard leaves the page's foot out of it, and at the foot again after (Chromium only: the visual viewport is set through its DevTools protocol)", async function () {
    if (!(await setPageScale())) this.skip();
    const viewport = window.visualViewport!;
    try {
      await setViewport(390, 700);
      await setPageScale(2);
      await waitFor(() => viewport.height < innerHeight * 0.6, { message: 'the visual viewport to shrink' });
      const element = mount('test-toaster', { message: couponMessages.issued });
      const button = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('.toaster'), { message: 'the button' });
      const toasts = () => [...shadow(element).querySelectorAll<HTMLElement>('[part="toast"]')];
      button.click();
      const box = (await waitFor(() => toasts()[0], { message: 'the toast' })).getBoundingClientRect();
      expect(box.bottom, 'above the foot of what is in sight').to.be.at.most(viewport.offsetTop + viewport.height - 8);
      expect(box.top, 'below its top').to.be.at.least(viewport.offsetTop);
      // Zoomed out, with the first toast showing still or gone: the next shows at the page's foot.
      await setPageScale(1);
      await waitFor(() => viewport.scale === 1, { message: 'the zoom to end' });
      const shown = new Set(toasts());
      button.click();
      const next = await waitFor(() => toasts().find((toast) => !shown.has(toast)), { message: 'the next toast' });
      expect(next.getBoundingClientRect().bottom, 'at the foot of the screen').to.be.at.least(innerHeight - 48);
    } finally {
      await setPageScale(1);
    }
  });

  it('a long message on a 360 px phone wraps inside the screen, its text whole, centred', async () => {
    await setViewport(360, 740);
    const toast = await toastOf(LONG);
    const box = toast.getBoundingClientRect();
    expect(box.left, 'clear of the left edge').to.be.at.least(16);
    expect(box.right, 'clear of the right edge').to.be.at.most(innerWidth - 16);
    expect(toast.scrollWidth, 'no text cut off').to.be.at.most(toast.clientWidth);
    expect(Math.abs(box.left + box.width / 2 - innerWidth / 2), 'centred').to.be.below(1);
    expect(box.bottom, 'at the foot of the screen').to.be.at.least(innerHeight - 48);
  });

  it('a short message takes one line and no more width than it needs', async () => {
    await setViewport(360, 740);
    const toast = await toastOf(couponMessages.issued);
    expect(linesOf(toast), 'one line').to.equal(1);
    expect(toast.getBoundingClientRect().width, 'as wide as its text').to.be.below(innerWidth / 2);
  });
});

/** A widget with one button, which hands its feedback to the test (as its actions would use it). */
let feedbackOf: Feedback | undefined;
function Asker(_props: WidgetProps) {
  const feedback = useFeedback();
  useEffect(() => {
    feedbackOf = feedback;
  }, [feedback]);
  return (
    <button type="button" className="asker">
      묻기
    </button>
  );
}
defineElement<WidgetProps>('test-asker', Asker, { props: {}, css: '' });

describe('dialogs', () => {
  afterEach(() => {
    cleanup();
    feedbackOf = undefined;
  });

  it('one asked for while another is open comes after it: each is answered, and focus goes back to where they were opened', async () => {
    const element = mount('test-asker');
    const button = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('.asker'), { message: 'the button' });
    const feedback = await waitFor(() => feedbackOf, { message: "the widget's feedback" });
    const open = () => [...shadow(element).querySelectorAll('dialog')].filter((dialog) => dialog.open);
    button.focus();
    // A delete's confirm is open when an earlier action's failure is to be told.
    const confirmed = feedback.confirm('삭제할까요?');
    await waitFor(() => open().length === 1, { message: 'the confirm' });
    const told = feedback.alert('잠시 후 다시 시도해주세요.');
    await nextTask();
    // Named by its message, as an alert dialog has to be.
    expect(open().map((dialog) => [dialog.getAttribute('role'), nameOf(dialog)])).to.deep.equal([['alertdialog', '삭제할까요?']]);
    open()[0]!.querySelector<HTMLButtonElement>('[value="cancel"]')!.click();
    expect(await confirmed, 'the confirm answered').to.equal(false);
    const alert = await waitFor(() => open().find((dialog) => dialog.textContent?.includes('잠시 후 다시 시도해주세요.')), {
      message: 'the alert after it',
    });
    alert.querySelector<HTMLButtonElement>('.button--primary')!.click();
    await told;
    await waitFor(() => open().length === 0, { message: 'no dialog left' });
    expect(shadow(element).activeElement, 'focus back on the button').to.equal(button);
  });

  // Chromium and Firefox hand the focus to their own controls past a modal dialog's last button, and
  // headless Firefox does not give it back to the page: every later key of the run would be lost.
  itOnlyIn(
    'webkit',
    'the others leave the page past the dialog',
    'is no Tab stop of its own: Tab and Shift+Tab go from one of its buttons to the other (WebKit made the dialog a stop between them)',
    async () => {
      const element = mount('test-asker');
      const feedback = await waitFor(() => feedbackOf, { message: "the widget's feedback" });
      void feedback.confirm('삭제할까요?');
      const dialog = await waitFor(() => [...shadow(element).querySelectorAll('dialog')].find((shown) => shown.open), {
        message: 'the confirm',
      });
      const [first, last] = [...dialog.querySelectorAll<HTMLButtonElement>('button')];
      const other = (from: HTMLButtonElement) => (from === first ? last : first);
      for (const [from, press] of [
        [last!, () => sendKeys({ press: 'Tab' })],
        [first!, pressShiftTab],
      ] as const) {
        from.focus();
        await press();
        expect(shadow(element).activeElement, `from ${from.textContent}`).to.equal(other(from));
      }
      dialog.close();
    },
  );
});
