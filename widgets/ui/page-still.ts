/**
 * The page under an open modal dialog of ours stays still. A modal `<dialog>` makes the page under
 * it inert, not still: a wheel or a swipe over the dialog goes on to scroll the page behind it (over
 * the storefront, the first-visit guide moved it 600 px in WebKit, 1,200 px in Chromium). While any
 * such dialog is open, the page's root element has `overflow: hidden`, and keeps the room of the
 * scrollbar it had (so nothing behind the dialog moves sideways), as well-kept dialog libraries do
 * (Shoelace's scroll lock); both are put back as they were when the last one closes.
 */
import { useEffect, type RefObject } from 'react';
import { pageSlot } from '../../core/page-slot.ts';

interface Lock {
  /** Dialogs open now, from every copy of our code on the page. */
  count: number;
  overflow: string;
  gutter: string;
}

function holdPageStill(): () => void {
  const lock = pageSlot<Lock>('pageStill', () => ({ count: 0, overflow: '', gutter: '' }));
  const root = document.documentElement;
  if (lock.count === 0) {
    lock.overflow = root.style.getPropertyValue('overflow');
    lock.gutter = root.style.getPropertyValue('scrollbar-gutter');
    // A scrollbar that takes room (not one drawn over the page, as on phones): its room is kept.
    if (window.innerWidth > root.clientWidth) root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.setProperty('overflow', 'hidden');
  }
  lock.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.count -= 1;
    if (lock.count > 0) return;
    root.style.setProperty('overflow', lock.overflow);
    root.style.setProperty('scrollbar-gutter', lock.gutter);
  };
}

/**
 * Holds the page still while `dialog` is open, however it opens and closes (`showModal()`, a button,
 * Esc, the app's back button), and lets go when the dialog leaves the page open.
 */
export function usePageStillWhileOpen(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    let release: (() => void) | undefined;
    const follow = () => {
      if (element.open && !release) release = holdPageStill();
      else if (!element.open && release) {
        release();
        release = undefined;
      }
    };
    const watch = new MutationObserver(follow);
    watch.observe(element, { attributes: true, attributeFilter: ['open'] });
    follow();
    return () => {
      watch.disconnect();
      release?.();
    };
  }, [dialog]);
}
