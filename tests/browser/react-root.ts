/** A React root per test, for tests of a hook or a component on its own (not inside an element). */
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root in a container of its own at the end of the page, for each test of a `describe`: the
 * returned getter gives the current test's root and container; after each test the root is unmounted
 * and its container removed.
 */
export function reactRootPerTest(): () => { root: Root; container: HTMLElement } {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    root?.unmount();
    container?.remove();
  });
  return () => ({ root: root!, container: container! });
}
