/**
 * What an element needs only for a shadow root a server rendered (`selection-widgets/server`), in a
 * chunk of its own that a page no server rendered never downloads (`served-kit-slot.ts`): taking
 * the served answers and stylesheet (served-render.ts), hydrating with React, and telling React of
 * the taps and choices made before it could answer them (early-taps.ts).
 */
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrateHoldingParts, replayEarlyTaps, replayEarlyTapsIn } from './early-taps.ts';
import { servedKitArrived } from './served-kit-slot.ts';
import { hydrationCommitted, hydrationLeft, hydrationRecord, servedDraw, takeServedRender } from './served-render.ts';

/**
 * A server-rendered shadow root is hydrated: React takes over the server's nodes as they are, with
 * the server's answers in the page's cache, so its first render matches them and nothing moves. A
 * mismatch React has to recover from (by drawing afresh) is a bug: reported once with its code, and
 * counted in the page slot (`hydrationRecord`).
 */
function hydrate(container: ShadowRoot, element: ReactElement): Root {
  const record = hydrationRecord();
  // React answers taps from here on (it hydrates at once what a tap lands in); the ones the loader
  // held are tapped again once the hydration has committed (`committed`, from the element's frame),
  // and those on a part React hydrates later are held for it.
  return hydrateHoldingParts(container, () => {
    let root: Root | undefined;
    // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser between
    // them (no long task on a phone), and still hydrates at once what a tap lands in.
    startTransition(() => {
      // React hydrates any container node; its types name only elements and documents.
      root = hydrateRoot(container as unknown as Element, element, {
        onRecoverableError: (error) => {
          // The element left the page before its hydration committed (its root is unmounted as it
          // leaves): React gives the hydration up to draw nothing and says so ("received an early
          // update"). Nothing was drawn, so nothing mismatched.
          if (!container.host.isConnected) return;
          record.recoverableErrors += 1;
          console.error(`[selection-widgets] SW010: <${container.host.localName}> did not match its server render`, error);
        },
      });
    });
    return root as Root;
  });
}

/**
 * The element's first commit in `root` (the frame's effect, after every effect inside it: the widget
 * is listening): a hydration is counted, and the buttons tapped before it are tapped again.
 */
function committed(root: ShadowRoot): void {
  hydrationCommitted(root);
  replayEarlyTaps(root);
}

servedKitArrived({ takeServedRender, hydrate, committed, servedDraw, hydrationLeft, replayEarlyTapsIn });
