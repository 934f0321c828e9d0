/**
 * The element's stylesheet cut to the rules its server-rendered markup can use: a style rule keeps
 * the selectors whose classes all occur in the markup, and goes when none is left. A selector that
 * names a class no element has matches nothing, so the markup is drawn exactly as by the whole sheet
 * (before the element's code runs, or without it); the element adopts its whole sheet when it is
 * made and drops this one before it hydrates (widgets/ui/served-render.ts). About half of the home's
 * stylesheet (its dialogs, sheets, skeletons, error screens and other templates) is left out: ~1.5 KB
 * of a served home's compressed 12–16 KB, where the first round trip carries about 14.6 KB.
 *
 * Classes inside a functional pseudo-class (`:not(.a)`, `:is(.a, .b)`, `:host(.a)`) are not required:
 * the rule stays. Group rules (`@media`, `@supports`, `@container`, `@layer`) are cut inside and go
 * when empty; any other at-rule (`@keyframes`, `@font-face`) stays whole. The sheet is the build's
 * own minified CSS (comments, in a sheet that has them, are left out); one it cannot read is kept
 * whole.
 */

const GROUP_RULE = /^@(media|supports|container|layer)\b/;

/** The classes in `markup`'s `class` attributes (React writes every class there). */
export function markupClasses(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `list` split at its top-level commas (not those inside `(…)` or `[…]`). */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/**
 * The classes an element must have somewhere for `selector` to match: those outside `(…)` and `[…]`.
 * None for a selector with an escape (`.a\\:b`), which is kept rather than read.
 */
function requiredClasses(selector: string): string[] {
  if (selector.includes('\\')) return [];
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
}

/** The index just past the `}` that closes the block opening at `open` (strings skipped). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new SyntaxError('used-rules: a block is not closed');
}

function cut(css: string, used: (name: string) => boolean): string {
  let kept = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    const semicolon = css.indexOf(';', index);
    if (open < 0) return kept + css.slice(index);
    // A statement at-rule (`@import`, `@layer a, b;`) before the next block.
    if (semicolon >= 0 && semicolon < open) {
      kept += css.slice(index, semicolon + 1);
      index = semicolon + 1;
      continue;
    }
    const prelude = css.slice(index, open);
    const end = blockEnd(css, open);
    const head = prelude.trim();
    if (GROUP_RULE.test(head)) {
      const inner = cut(css.slice(open + 1, end - 1), used);
      if (inner.trim()) kept += `${prelude}{${inner}}`;
    } else if (head.startsWith('@')) {
      kept += css.slice(index, end);
    } else {
      const selectors = selectorsOf(prelude).filter((selector) => requiredClasses(selector).every(used));
      if (selectors.length > 0) kept += `${selectors.join(',')}${css.slice(open, end)}`;
    }
    index = end;
  }
  return kept;
}

/** `css` without its comments (a comment's apostrophe would read as a string that never closes); strings kept as they are. */
function withoutComments(css: string): string {
  let kept = '';
  let quote: string | undefined;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (quote) {
      if (char === '\\') {
        kept += char + (css[index + 1] ?? '');
        index += 1;
        continue;
      }
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '/' && css[index + 1] === '*') {
      const close = css.indexOf('*/', index + 2);
      if (close < 0) return kept;
      index = close + 1;
      continue;
    }
    kept += char;
  }
  return kept;
}

/** `css` without the style rules no element of `markup` can match (whole when it cannot be read). */
export function usedRules(css: string, markup: string): string {
  const classes = markupClasses(markup);
  try {
    return cut(withoutComments(css), (name) => classes.has(name));
  } catch {
    return css;
  }
}
