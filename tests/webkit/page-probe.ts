/**
 * Runs in the page (sent whole with every WebDriver script): finds elements as a person names them —
 * by role and accessible name, by text, by CSS — through open shadow roots, and reads what a test
 * asserts about them. Self-contained: nothing from outside the function reaches the page.
 */

/** A text to match: a string (substring, case-insensitive, unless exact) or a serialised RegExp. */
export type TextPattern = string | { source: string; flags: string };

export interface Step {
  css?: string;
  role?: string;
  name?: TextPattern;
  exact?: boolean;
  pressed?: boolean;
  selected?: boolean;
  level?: number;
  text?: TextPattern;
  label?: TextPattern;
  nth?: number;
  hasText?: TextPattern;
  hasNotText?: TextPattern;
  has?: Step[];
  hasNot?: Step[];
}

export type Probe =
  | 'count'
  | 'text'
  | 'texts'
  | 'value'
  | 'attribute'
  | 'visible'
  | 'inViewport'
  | 'focused'
  | 'checked'
  | 'box'
  | 'clickPoint'
  | 'focus'
  | 'scrollIntoView'
  | 'description'
  | 'names';

export interface ClickPoint {
  x: number;
  y: number;
}

/** Where the page's uncaught errors are kept (sessionStorage: they outlive the page, within the tab). */
export const PAGE_ERRORS_KEY = 'webkit-journeys:page-errors';

/**
 * Resolves `steps` in the page and answers `probe` about the matches (the first one, for most).
 * The first probe on a page also starts recording its uncaught errors and rejections (WebDriver
 * classic has no script that runs before the page's own, so what fails before it goes unseen).
 */
export function pageProbe(steps: Step[], probe: Probe, argument?: string): unknown {
  const errorsKey = 'webkit-journeys:page-errors';
  const page = window as unknown as { __journeyErrors?: boolean };
  if (!page.__journeyErrors) {
    page.__journeyErrors = true;
    const record = (text: string) => {
      try {
        const list = JSON.parse(sessionStorage.getItem(errorsKey) ?? '[]') as string[];
        list.push(`${location.pathname}: ${text}`);
        sessionStorage.setItem(errorsKey, JSON.stringify(list));
      } catch {
        // Storage refused: nothing to record with.
      }
    };
    addEventListener('error', (event) => record(event.message));
    addEventListener('unhandledrejection', (event) => record(String((event.reason as Error | undefined)?.message ?? event.reason)));
  }
  const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

  const matches = (text: string, pattern: TextPattern, exact: boolean | undefined): boolean => {
    if (typeof pattern !== 'string') return new RegExp(pattern.source, pattern.flags).test(text);
    return exact ? text === normal(pattern) : text.toLowerCase().includes(normal(pattern).toLowerCase());
  };

  /** The parent across shadow boundaries. */
  const parentOf = (node: Node): Node | null => node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);

  const containsComposed = (ancestor: Node, node: Node | null): boolean => {
    for (let current = node; current; current = parentOf(current)) if (current === ancestor) return true;
    return false;
  };

  /** Every element under `scope` (light DOM and open shadow roots), in tree order. */
  const descendants = (scope: Node): Element[] => {
    const found: Element[] = [];
    const walk = (node: Node) => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child instanceof Element) {
          found.push(child);
          if (child.shadowRoot) walk(child.shadowRoot);
          walk(child);
        }
      }
    };
    if (scope instanceof Element && scope.shadowRoot) walk(scope.shadowRoot);
    walk(scope);
    return found;
  };

  /** Text with the contents of open shadow roots, as a person reads it. */
  const deepText = (node: Node): string => {
    if (node instanceof Text) return node.data;
    if (!(node instanceof Element) && !(node instanceof ShadowRoot) && !(node instanceof Document)) return '';
    if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement || node instanceof HTMLTemplateElement) return '';
    let text = '';
    if (node instanceof Element && node.shadowRoot) {
      for (let child = node.shadowRoot.firstChild; child; child = child.nextSibling) text += deepText(child);
      // A host's own children show only where a slot takes them; our widgets take none.
      if (node.shadowRoot.querySelector('slot') === null) return text;
    }
    for (let child = node.firstChild; child; child = child.nextSibling) text += deepText(child);
    return text;
  };

  const hiddenFromPeople = (element: Element): boolean => {
    for (let current: Node | null = element; current; current = parentOf(current)) {
      if (current instanceof Element && current.getAttribute('aria-hidden') === 'true') return true;
    }
    if (element.getClientRects().length === 0 && getComputedStyle(element).display !== 'contents') return true;
    return getComputedStyle(element).visibility === 'hidden';
  };

  const implicitRole = (element: Element): string => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = element.localName;
    if (tag === 'button') return 'button';
    if (tag === 'article') return 'article';
    if (tag === 'a' || tag === 'area') return element.hasAttribute('href') ? 'link' : '';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'select') return (element as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'li') return 'listitem';
    if (tag === 'nav') return 'navigation';
    if (tag === 'img') return element.getAttribute('alt') === '' ? 'presentation' : 'img';
    if (tag === 'option') return 'option';
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'search') return 'searchbox';
      if (['text', 'email', 'tel', 'url', ''].includes(type)) return 'textbox';
    }
    if (tag === 'section' && (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby'))) return 'region';
    return '';
  };

  const byIds = (element: Element, ids: string): Element[] => {
    const root = element.getRootNode() as Document | ShadowRoot;
    return ids
      .split(/\s+/)
      .map((id) => root.getElementById(id))
      .filter((found): found is HTMLElement => found !== null);
  };

  /** Text of a subtree for a name: aria-hidden parts left out, images by their alt. */
  const nameFromContent = (node: Node): string => {
    if (node instanceof Text) return node.data;
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `;
    let text = '';
    const root = node.shadowRoot ?? node;
    for (let child = root.firstChild; child; child = child.nextSibling) text += nameFromContent(child);
    return /^(div|p|li|h[1-6]|section|br)$/.test(node.localName) ? ` ${text} ` : text;
  };

  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return normal(byIds(element, labelledBy).map(nameFromContent).join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return normal(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) {
      // The label's text without the control's own value.
      return normal(
        Array.from(labels)
          .map((one) =>
            Array.from(one.childNodes)
              .filter(
                (child) =>
                  !(child instanceof HTMLInputElement || child instanceof HTMLSelectElement || child instanceof HTMLTextAreaElement),
              )
              .map(nameFromContent)
              .join(''),
          )
          .join(' '),
      );
    }
    if (element instanceof HTMLImageElement) return normal(element.alt);
    const role = implicitRole(element);
    if (['button', 'link', 'tab', 'heading', 'option', 'checkbox', 'radio', 'menuitem', 'cell', 'listitem'].includes(role)) {
      return normal(nameFromContent(element));
    }
    return normal(element.getAttribute('title') ?? (element as HTMLInputElement).placeholder ?? '');
  };

  const ownText = (element: Element) => normal(deepText(element));

  const pick = (candidates: Element[], step: Step): Element[] => {
    let found = candidates;
    if (step.css !== undefined) {
      const css = step.css;
      found = found.filter((element) => element.matches(css));
    }
    if (step.role !== undefined) {
      found = found.filter((element) => implicitRole(element) === step.role && !hiddenFromPeople(element));
      if (step.name !== undefined) found = found.filter((element) => matches(accessibleName(element), step.name!, step.exact));
      if (step.pressed !== undefined) found = found.filter((element) => (element.getAttribute('aria-pressed') === 'true') === step.pressed);
      if (step.selected !== undefined)
        found = found.filter((element) => (element.getAttribute('aria-selected') === 'true') === step.selected);
      if (step.level !== undefined) found = found.filter((element) => Number(element.localName.slice(1)) === step.level);
    }
    if (step.label !== undefined) {
      found = found.filter(
        (element) =>
          ['input', 'select', 'textarea'].includes(element.localName) && matches(accessibleName(element), step.label!, step.exact),
      );
    }
    if (step.text !== undefined) {
      const hits = found.filter((element) => !(element instanceof HTMLStyleElement) && matches(ownText(element), step.text!, step.exact));
      // The innermost elements that match, as a person points at the words.
      found = hits.filter((element) => !hits.some((other) => other !== element && containsComposed(element, other)));
    }
    return found;
  };

  /** One step from the current matches (the document at first). */
  const apply = (scope: Node[], step: Step): Element[] => {
    const elements = scope.filter((node): node is Element => node instanceof Element);
    if (step.nth !== undefined) {
      const one = step.nth < 0 ? elements[elements.length + step.nth] : elements[step.nth];
      return one ? [one] : [];
    }
    if (step.hasText !== undefined || step.hasNotText !== undefined || step.has !== undefined || step.hasNot !== undefined) {
      return elements.filter((element) => {
        const text = ownText(element);
        if (step.hasText !== undefined && !matches(text, step.hasText, false)) return false;
        if (step.hasNotText !== undefined && matches(text, step.hasNotText, false)) return false;
        if (step.has !== undefined && resolve(step.has, [element]).length === 0) return false;
        if (step.hasNot !== undefined && resolve(step.hasNot, [element]).length > 0) return false;
        return true;
      });
    }
    const next: Element[] = [];
    for (const root of scope) for (const element of pick(descendants(root), step)) if (!next.includes(element)) next.push(element);
    return next;
  };

  const resolve = (all: Step[], start: Node[]): Element[] => {
    let scope: Node[] = start;
    for (const step of all) scope = apply(scope, step);
    return scope.filter((node): node is Element => node instanceof Element);
  };

  const deepActive = (): Element | null => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };

  const deepElementFromPoint = (x: number, y: number): Element | null => {
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };

  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };

  const inViewport = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };

  const found = resolve(steps, [document]);
  const element = found[0];
  switch (probe) {
    case 'count':
      return found.length;
    case 'texts':
      return found.map(ownText);
    case 'names':
      return found.map(accessibleName);
    case 'text':
      return element ? ownText(element) : null;
    case 'value':
      return element ? (element as HTMLInputElement).value : null;
    case 'attribute':
      return element ? element.getAttribute(argument ?? '') : null;
    case 'description': {
      const ids = element?.getAttribute('aria-describedby');
      return element && ids ? normal(byIds(element, ids).map(nameFromContent).join(' ')) : null;
    }
    case 'visible':
      return element ? visible(element) : false;
    case 'inViewport':
      return element ? inViewport(element) : false;
    case 'focused':
      return element ? deepActive() === element : false;
    case 'checked':
      return element ? (element as HTMLInputElement).checked : null;
    case 'box': {
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    }
    case 'focus':
      (element as HTMLElement | undefined)?.focus();
      return element ? deepActive() === element : false;
    case 'scrollIntoView':
      element?.scrollIntoView({ block: 'center', inline: 'nearest' });
      return element ? inViewport(element) : false;
    case 'clickPoint': {
      // Where a pointer would press `element`: its centre, once in view and not covered. Out of
      // view, it is scrolled in and the caller asks again when it is still.
      if (!element || !visible(element)) return null;
      const box = element.getBoundingClientRect();
      const x = Math.floor(box.left + box.width / 2);
      const y = Math.floor(box.top + box.height / 2);
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
        element.scrollIntoView({ block: 'center', inline: 'center' });
        return null;
      }
      // Not while it, or what holds it, is moving by an animation or a transition with an end (a
      // sheet sliding up, a slide on its way). Its box alone can read the same on two polls while
      // WebKit draws no frame between them, the animation's time standing still: the press then
      // landed where the button was not yet.
      for (let node: Element | null = element; node; node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null) {
        for (const animation of node.getAnimations()) {
          const end = animation.effect?.getComputedTiming().endTime;
          if ((animation.pending || animation.playState === 'running') && typeof end === 'number' && Number.isFinite(end)) return null;
        }
      }
      const hit = deepElementFromPoint(x, y);
      return hit && containsComposed(element, hit) ? { x, y } : null;
    }
  }
  return null;
}
