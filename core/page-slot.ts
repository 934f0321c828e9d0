/**
 * Page-wide state that every copy of our code on a page shares. The loader is its own file and the
 * widget chunks never import it; both reach this state through one global key instead. So a loader
 * URL with a cache-busting query, a second loader, or a host bundle that inlines the loader still
 * make one page: one configuration, one set of head-start requests, one mailbox for the app.
 *
 * A server renders many pages at once in one process: it installs a provider (`setPageSlotProvider`)
 * that hands each render its own slots (see server/page-scope.ts). Every value is therefore looked
 * up when it is used, never kept by a module when it loads.
 */
const KEY = Symbol.for('selection-widgets.page');
const PROVIDER = Symbol.for('selection-widgets.page-provider');

type Slots = Record<string, unknown>;

/** The slots of the page being worked on, or undefined for the global page's. */
export type PageSlotProvider = () => Slots | undefined;

type Holder = { [KEY]?: Slots; [PROVIDER]?: PageSlotProvider };

function slots(): Slots {
  const holder = globalThis as unknown as Holder;
  return holder[PROVIDER]?.() ?? (holder[KEY] ??= newSlots());
}

/**
 * A page's slots, with no prototype: a name `Object.prototype` was given by a script on the page
 * (prototype pollution: `config`, `auth`) is not taken for the page's configuration or token source.
 */
export const newSlots = (): Slots => Object.create(null) as Slots;

/** The page's value named `name`, made by `init` the first time any copy asks for it. */
export function pageSlot<T>(name: string, init: () => T): T {
  const all = slots();
  if (!Object.hasOwn(all, name)) all[name] = init();
  return all[name] as T;
}

/**
 * Where the page slots are from now on: `provider`'s answer while it gives one (a server's render
 * under way), the global page's otherwise. Shared by every copy of this module, like the slots.
 */
export function setPageSlotProvider(provider: PageSlotProvider | undefined): void {
  (globalThis as unknown as Holder)[PROVIDER] = provider;
}
