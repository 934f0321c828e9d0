/**
 * The one script a host page includes. It finds our tags (now and as they are added), starts their
 * first-screen requests, and imports the chunk that defines each one, so data and React load side
 * by side. Including it twice is harmless.
 */
import { configFromDataset, configure, getConfig, type ConfigInput } from '../core/config.ts';
import { registry } from './registry.ts';

interface SelectionWidgetsApi {
  configure: (input: Partial<ConfigInput>) => void;
  /** Resolves when `tag` is defined. */
  whenDefined: (tag: string) => Promise<CustomElementConstructor>;
  tags: string[];
}

declare global {
  interface Window {
    SelectionWidgets?: SelectionWidgetsApi;
  }
}

const tags = Object.keys(registry);
const started = new WeakSet<Element>();
const loading = new Map<string, Promise<unknown>>();

function ownScript(): HTMLScriptElement | undefined {
  const self = import.meta.url;
  return Array.from(document.scripts).find((script) => script.src && new URL(script.src, location.href).href === self);
}

function reserveSpace(): void {
  const style = document.createElement('style');
  style.dataset.selectionWidgets = '';
  const nonce = getConfig().nonce;
  if (nonce) style.nonce = nonce;
  style.textContent = tags.map((tag) => `${tag}:not(:defined){display:block;${registry[tag]?.reserve ?? ''}}`).join('\n');
  document.head.append(style);
}

function start(element: Element): void {
  const tag = element.localName;
  const entry = registry[tag];
  if (!entry || started.has(element)) return;
  started.add(element);
  try {
    // A head start only helps while the element's code is on its way; once it is defined, the
    // element asks the page cache, which already holds what an earlier element loaded.
    if (!customElements.get(tag)) entry.prefetch?.(element);
  } catch {
    // A prefetch is only a head start; the element loads its data itself.
  }
  if (!loading.has(tag) && !customElements.get(tag)) {
    loading.set(tag, entry.load().catch((error: unknown) => {
      loading.delete(tag);
      console.error(`[selection-widgets] SW001: could not load <${tag}>`, error);
    }));
  }
}

function scan(root: ParentNode): void {
  if (root instanceof Element && tags.includes(root.localName)) start(root);
  for (const element of root.querySelectorAll(tags.join(','))) start(element);
}

function boot(): void {
  const script = ownScript();
  if (script) configure(configFromDataset(script.dataset));
  reserveSpace();
  window.SelectionWidgets = {
    configure: (input) => void configure(input),
    whenDefined: (tag) => customElements.whenDefined(tag),
    tags,
  };
  // Host pages call configure() before or after this script; requests start on the next task so
  // a configure() right after the script tag still applies.
  queueMicrotask(() => {
    scan(document);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}

if (typeof window !== 'undefined' && !window.SelectionWidgets) boot();
