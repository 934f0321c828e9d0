/**
 * Valibot marks its schema and action builders `@__NO_SIDE_EFFECTS__` (all but `parse`, `assert` and
 * the global message and config setters), but the bundler does not honour the mark on a call through
 * a namespace import (`v.object(…)`) when valibot is in another chunk, as it is here (the chunk every
 * page shares): https://github.com/rolldown/rolldown/issues/9956, fixed upstream by
 * https://github.com/rolldown/rolldown/pull/9960 but not in the rolldown this Vite builds with (the
 * plugin's test checks that it still keeps them). A schema a module builds at its top level is then
 * kept, with the valibot code it calls, in every chunk that imports the module for something else (a
 * call's answer schema beside the request the loader uses, the bridge's outbound messages, which only
 * the bridge's JSON schema reads). This plugin writes valibot's own mark, `@__PURE__`, on each such
 * call in our modules, so a schema nothing reads is dropped and a schema something reads is built as
 * before.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/**
 * The names valibot exports its functions by whose own build marks them free of side effects: read
 * from the module the build imports (its ES file), each by the name it is exported as (`null_` is
 * `v.null`).
 */
function markedFunctions(): Set<string> {
  const source = readFileSync(fileURLToPath(import.meta.resolve('valibot')), 'utf8');
  const local = new Set(
    [...source.matchAll(/\/\* @__NO_SIDE_EFFECTS__ \*\/\s*(?:async\s+)?function\s+([\w$]+)/g)].map((match) => match[1]!),
  );
  const exported = new Set<string>();
  for (const node of (parseAst(source) as unknown as { body: Node[] }).body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declared = (node.declaration as { id?: { name?: string } } | null)?.id?.name;
    if (declared && local.has(declared)) exported.add(declared);
    for (const specifier of node.specifiers as { local: { name: string }; exported: { name: string } }[]) {
      if (local.has(specifier.local.name)) exported.add(specifier.exported.name);
    }
  }
  return exported;
}

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (isNode(value)) {
    yield value;
    for (const key of Object.keys(value)) if (key !== 'type') yield* nodes(value[key]);
  }
}

/** Where to write the mark: before each call `<namespace>.<marked>(…)` of valibot's namespace imports. */
function pureCallStarts(code: string, marked: Set<string>): number[] {
  const program = parseAst(code) as unknown as Node;
  const namespaces = new Set<string>();
  for (const node of nodes(program)) {
    if (node.type !== 'ImportDeclaration' || (node.source as { value?: unknown }).value !== 'valibot') continue;
    for (const specifier of node.specifiers as Node[]) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add((specifier.local as { name: string }).name);
    }
  }
  if (namespaces.size === 0) return [];
  // The namespace's name used other than as `v.x` (a parameter, a variable or a catch named `v`, or
  // `v` handed on): a call `v.set(…)` might then be another object's, with effects. Such a module is
  // left as it is. So is a call standing alone as a statement, whose result nothing reads.
  const members = new Set<unknown>();
  const alone = new Set<unknown>();
  for (const node of nodes(program)) {
    if (node.type === 'MemberExpression') members.add(node.object);
    else if (node.type === 'ImportNamespaceSpecifier') members.add(node.local);
    else if (node.type === 'ExpressionStatement') alone.add(node.expression);
  }
  for (const node of nodes(program)) {
    if (node.type === 'Identifier' && namespaces.has(node.name as string) && !members.has(node)) return [];
  }
  const starts: number[] = [];
  for (const node of nodes(program)) {
    if (node.type !== 'CallExpression' || alone.has(node)) continue;
    const callee = node.callee as Node & { object?: Node & { name?: string }; property?: Node & { name?: string }; computed?: boolean };
    if (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.object?.type === 'Identifier' &&
      namespaces.has(callee.object.name ?? '') &&
      marked.has(callee.property?.name ?? '')
    ) {
      starts.push(node.start);
    }
  }
  return starts;
}

const MARK = '/* @__PURE__ */ ';

export function valibotPureCalls(): Plugin {
  const builders = markedFunctions();
  return {
    name: 'selection-widgets:valibot-pure-calls',
    // What it changes is what a build leaves out; the dev server ships everything anyway.
    apply: 'build',
    // After the TypeScript and JSX transforms: the code is JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !code.includes('valibot')) return undefined;
      const starts = pureCallStarts(code, builders);
      if (starts.length === 0) return undefined;
      const marked = new MagicString(code);
      for (const start of starts) marked.appendLeft(start, MARK);
      return { code: marked.toString(), map: marked.generateMap({ hires: true, source: id }) };
    },
  };
}
