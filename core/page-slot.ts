/**
 * Page-wide state that every copy of our code on a page shares. The loader is its own file and the
 * widget chunks never import it; both reach this state through one global key instead. So a loader
 * URL with a cache-busting query, a second loader, or a host bundle that inlines the loader still
 * make one page: one configuration, one set of head-start requests, one mailbox for the app.
 */
const KEY = Symbol.for('selection-widgets.page');

type Slots = Record<string, unknown>;

function slots(): Slots {
  const holder = globalThis as unknown as Record<symbol, Slots | undefined>;
  return (holder[KEY] ??= {});
}

/** The page's value named `name`, made by `init` the first time any copy asks for it. */
export function pageSlot<T>(name: string, init: () => T): T {
  const all = slots();
  if (!(name in all)) all[name] = init();
  return all[name] as T;
}
