/**
 * The TypeScript declarations a host gets, generated from the source and the manifest:
 * - `selection-widgets.d.ts`: the event map (bridge/events.ts), the configuration (core/config.ts),
 *   `window.SelectionWidgets` as the loader declares it, one interface per element, and the DOM
 *   maps (`HTMLElementTagNameMap`, and `selection-*` events on elements, document and window);
 * - `react.d.ts`: React 19 JSX (`declare module 'react'`) with attributes, `className`, `ref` and
 *   typed `onselection-*` props;
 * - `vue.d.ts`: Vue 3 `GlobalComponents` with attributes and typed `onSelection…` listeners.
 * Types are copied from the source files as written (with their JSDoc), never retyped here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { declarationsOf, pascal } from './analyze.mjs';
import { ts } from './sources.mjs';

/** Source files whose types reach hosts: configuration, events, and the loader's window API. */
function typeSources(root) {
  const files = ['core/config.ts', 'bridge/events.ts'];
  const walk = (dir) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = `${dir}/${name}`;
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !files.includes(file)) files.push(file);
    }
  };
  for (const dir of ['loader', 'core', 'bridge']) walk(dir);
  return files.map((file) => ({
    file,
    sourceFile: ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true),
  }));
}

/** A declaration's text with its JSDoc, without `export`/`declare`, exported. */
function declarationText(node, sourceFile) {
  const text = sourceFile.text;
  const withDoc = text.slice(node.getStart(sourceFile, true), node.getStart(sourceFile, false));
  const body = text.slice(node.getStart(sourceFile, false), node.end).replace(/^(?:export\s+)?(?:declare\s+)?/, '');
  return `${withDoc}export ${body}`;
}

/** Names of types a node refers to. */
function referencedTypes(node) {
  const names = new Set();
  const visit = (child) => {
    if (ts.isTypeReferenceNode(child)) names.add(child.typeName.getText().split('.')[0]);
    if (ts.isExpressionWithTypeArguments(child)) names.add(child.expression.getText().split('.')[0]);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

const HOST_WINDOW_MEMBERS = ['SelectionWidgets', 'SelectionWidgetsConfig'];

/** Top-level interfaces and type aliases by name, and the host-facing `Window` members. */
function indexTypes(sources) {
  const types = new Map();
  const windowMembers = new Map();
  for (const { file, sourceFile } of sources) {
    for (const statement of sourceFile.statements) {
      if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && !types.has(statement.name.text)) {
        types.set(statement.name.text, { node: statement, sourceFile, file });
      }
      const isGlobal =
        ts.isModuleDeclaration(statement) && statement.name.getText() === 'global' && statement.body && ts.isModuleBlock(statement.body);
      if (!isGlobal) continue;
      for (const inner of statement.body.statements) {
        if (!ts.isInterfaceDeclaration(inner) || inner.name.text !== 'Window') continue;
        for (const member of inner.members) {
          const name = member.name?.getText();
          if (ts.isPropertySignature(member) && member.type && HOST_WINDOW_MEMBERS.includes(name) && !windowMembers.has(name)) {
            windowMembers.set(name, { node: member, sourceFile, file });
          }
        }
      }
    }
  }
  return { types, windowMembers };
}

/** Declarations reachable from `roots`, in a stable order (roots first, then what they use). */
function closeOver(roots, types) {
  const order = [];
  const seen = new Set();
  const visit = (name) => {
    const entry = types.get(name);
    if (!entry || seen.has(name)) return;
    seen.add(name);
    order.push(entry);
    for (const next of referencedTypes(entry.node)) visit(next);
  };
  for (const root of roots) visit(root);
  return order;
}

const quote = (name) => `'${name}'`;
const doc = (text, indent = '') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');

export function hostTypes(manifest, root = '.') {
  const sources = typeSources(root);
  const { types, windowMembers } = indexTypes(sources);
  for (const name of ['Config', 'SelectionEventMap'])
    if (!types.has(name)) throw new Error(`host types: no ${name} in ${sources.map((s) => s.file).join(', ')}`);
  const configInput = types.has('ConfigInput') ? 'ConfigInput' : 'Partial<Config>';
  const windowRoots = [...windowMembers.values()].flatMap(({ node }) => [...referencedTypes(node)]);
  const copied = closeOver(['SelectionEventMap', 'Config', 'ConfigInput', ...windowRoots], types);
  const elements = declarationsOf(manifest);

  // Read before the loader when a host sets it; only typed when the source knows the name.
  const readsPreloadConfig = sources.some(({ sourceFile }) => sourceFile.text.includes('SelectionWidgetsConfig'));
  const windowLines = [...windowMembers.entries()].map(
    ([, { node, sourceFile }]) => `    ${declarationText(node, sourceFile).replace(/^([\s\S]*?)export /, '$1')}`,
  );
  if (readsPreloadConfig && !windowMembers.has('SelectionWidgetsConfig')) {
    windowLines.push(
      '    /** Configuration read by the loader when it starts, for hosts that configure before it loads. */\n    SelectionWidgetsConfig?: SelectionWidgetsConfig;',
    );
  }

  const elementTypes = elements.map((element) => {
    const name = `${pascal(element.tagName)}Element`;
    const fields = (element.members ?? [])
      .filter((member) => member.kind === 'field')
      .map((member) => `${doc(member.description, '  ')}  ${member.name}: ${member.type?.text ?? 'unknown'};`);
    const attributes = (element.attributes ?? []).map(
      (attribute) => `${doc(attribute.description, '  ')}  ${quote(attribute.name)}?: ${attribute.type?.text ?? 'string'} | undefined;`,
    );
    const events = (element.events ?? []).map((event) => quote(event.name)).join(' | ') || 'never';
    return {
      tag: element.tagName,
      name,
      attributesName: `${pascal(element.tagName)}Attributes`,
      eventsName: `${pascal(element.tagName)}EventName`,
      events: element.events ?? [],
      text: `${doc(element.summary || element.description)}export interface ${name} extends HTMLElement {\n${fields.join('\n')}\n}\n\n/** The attributes of \`<${element.tagName}>\`. */\nexport interface ${pascal(element.tagName)}Attributes {\n${attributes.join('\n')}\n}\n\n/** The events \`<${element.tagName}>\` sends. */\nexport type ${pascal(element.tagName)}EventName = ${events};`,
    };
  });

  const main = `// Generated by scripts/custom-elements.mjs from core/config.ts, bridge/events.ts, the loader and
// the elements' JSDoc. Do not edit.

${copied.map(({ node, sourceFile }) => declarationText(node, sourceFile)).join('\n\n')}

/** What a host may configure: every option is optional (\`window.SelectionWidgets?.configure(…)\`). */
export type SelectionWidgetsConfig = ${configInput};

${copied.some(({ node }) => node.name.text === 'SelectionEventName') ? '' : 'export type SelectionEventName = keyof SelectionEventMap;\n'}/** The event \`name\` as a listener receives it: \`event.detail\` is typed. */
export type SelectionEvent<K extends SelectionEventName = SelectionEventName> = CustomEvent<SelectionEventMap[K]>;
export type SelectionEvents = { [K in SelectionEventName]: SelectionEvent<K> };

${elementTypes.map((element) => element.text).join('\n\n')}

export type SelectionTagName = ${elementTypes.map((element) => quote(element.tag)).join(' | ')};

declare global {
  interface HTMLElementTagNameMap {
${elementTypes.map((element) => `    ${quote(element.tag)}: ${element.name};`).join('\n')}
  }
  // The events bubble and are composed: listen on the element, the document or the window.
  interface HTMLElementEventMap extends SelectionEvents {}
  interface DocumentEventMap extends SelectionEvents {}
  interface WindowEventMap extends SelectionEvents {}
  interface Window {
${windowLines.join('\n')}
  }
}
`;

  const names = elementTypes.flatMap((element) => [element.name, element.attributesName, element.eventsName]);
  const react = `// Generated by scripts/custom-elements.mjs. React 19 JSX for the elements:
//   import type {} from 'selection-widgets/react';
// Attributes are written as in HTML (\`large-id\`); \`on<event name>\` props listen to our events.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SelectionEvent, SelectionEventName, ${names.join(', ')} } from './selection-widgets.js';

export type SelectionEventProps<K extends SelectionEventName> = { [E in K as \`on\${E}\`]?: ((event: SelectionEvent<E>) => void) | undefined };
export type SelectionElementProps<E extends HTMLElement, A, K extends SelectionEventName> = DetailedHTMLProps<HTMLAttributes<E>, E> & A & SelectionEventProps<K>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elementTypes.map((element) => `      ${quote(element.tag)}: SelectionElementProps<${element.name}, ${element.attributesName}, ${element.eventsName}>;`).join('\n')}
    }
  }
}
`;

  const vue = `// Generated by scripts/custom-elements.mjs. Vue 3 template types for the elements:
//   import type {} from 'selection-widgets/vue';
// (and tell Vue's compiler they are custom elements: \`isCustomElement: (tag) => tag.startsWith('selection-')\`).
import type { DefineComponent, HTMLAttributes } from 'vue';
import type { SelectionEvent, SelectionEventName, ${elementTypes.map((element) => `${element.attributesName}, ${element.eventsName}`).join(', ')} } from './selection-widgets.js';

type Camel<S extends string> = S extends \`\${infer A}-\${infer B}\` ? \`\${A}\${Capitalize<Camel<B>>}\` : S;
/**
 * Attributes in both spellings a template may use (\`large-id\` and \`largeId\`: vue-tsc reads both as
 * one), beside an element's own HTML attributes, \`data-*\` ones and DOM listeners (\`id\`, \`hidden\`, \`@click\`).
 */
export type SelectionVueAttributes<A> = A &
  { [K in keyof A as K extends string ? Camel<K> : never]?: A[K] } &
  HTMLAttributes & { [data: \`data\${Capitalize<string>}\`]: unknown };
/** \`@selection-navigate="…"\` in a template is the prop \`onSelectionNavigate\`. */
export type SelectionVueListeners<K extends SelectionEventName> = { [E in K as \`on\${Capitalize<Camel<E>>}\`]?: (event: SelectionEvent<E>) => void };

declare module 'vue' {
  interface GlobalComponents {
${elementTypes.map((element) => `    ${quote(element.tag)}: DefineComponent<SelectionVueAttributes<${element.attributesName}> & SelectionVueListeners<${element.eventsName}>>;`).join('\n')}
  }
}
`;
  return { 'selection-widgets.d.ts': main, 'react.d.ts': react, 'vue.d.ts': vue };
}
