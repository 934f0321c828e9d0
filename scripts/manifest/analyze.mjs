/**
 * Builds the custom elements manifest with @custom-elements-manifest/analyzer.
 *
 * Our elements are React components wrapped by `defineElement('tag', Component, { props })`, so the
 * analyzer sees no class. Each `widgets/<tag>/<tag>.element.ts` is handed to it as the class it
 * stands for — the file's JSDoc above `class X extends HTMLElement` with one field per prop and a
 * `customElements.define` — and the analyzer reads every tag (@summary, @attr, @event, @csspart,
 * @cssproperty, @slot) itself. Plugins then type each event's `detail` from bridge/events.ts, tie
 * attributes to their properties, and point every module at the file the package ships.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create } from '@custom-elements-manifest/analyzer';
import { elementFiles, moduleClosure, ts } from './sources.mjs';

/** The file a host imports to get every element defined (it defines each one on first use). */
export const SHIPPED_MODULE = 'dist/selection-widgets.js';

const camel = (name) => name.replace(/-([a-z])/g, (_, char) => char.toUpperCase());
export const pascal = (name) => camel(name).replace(/^./, (char) => char.toUpperCase());
export const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const PROP_TYPES = { string: 'string', number: 'number', boolean: 'boolean' };

/**
 * Reads `defineElement<…>('tag', Component, { props: { largeId: 'string' } })` and the file's
 * leading JSDoc from an element file.
 */
export function readElementSource(file, source) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  let call;
  const visit = (node) => {
    if (!call && ts.isCallExpression(node) && node.expression.getText() === 'defineElement') call = node;
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!call) throw new Error(`${file}: no defineElement('tag', …) call`);
  const [tagArg, , options] = call.arguments;
  if (!tagArg || !ts.isStringLiteral(tagArg)) throw new Error(`${file}: defineElement's tag must be a string literal`);
  const props = [];
  const propsNode =
    options && ts.isObjectLiteralExpression(options) ? options.properties.find((p) => p.name?.getText() === 'props') : undefined;
  if (propsNode && ts.isPropertyAssignment(propsNode) && ts.isObjectLiteralExpression(propsNode.initializer)) {
    for (const prop of propsNode.initializer.properties) {
      if (!ts.isPropertyAssignment(prop) || !ts.isStringLiteral(prop.initializer)) continue;
      props.push({ name: prop.name.getText().replace(/['"]/g, ''), type: PROP_TYPES[prop.initializer.text] ?? 'string' });
    }
  }
  const jsDoc = ts
    .getLeadingCommentRanges(source, 0)
    ?.map((range) => source.slice(range.pos, range.end))
    .find((text) => text.startsWith('/**'));
  if (!jsDoc) throw new Error(`${file}: the element's JSDoc (@summary, @attr, @event, @csspart…) must open the file`);
  return { tag: tagArg.text, props, jsDoc };
}

const SHARED_TAG = /^\s*\*?\s*(@(?:csspart|cssproperty|slot|cssstate)\s+(\S+).*)$/;

/**
 * Parts and custom properties documented beside the shared code that renders them (a UI module's
 * JSDoc, a stylesheet's comment) belong to every element that reaches that code.
 */
export function sharedDocTags(entry, root = '.') {
  const tags = [];
  for (const file of moduleClosure(entry, root)) {
    if (file === entry) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const comment of source.match(/\/\*[\s\S]*?\*\//g) ?? []) {
      for (const line of comment.replace(/^\/\*+|\*\/$/g, '').split('\n')) {
        const match = line.match(SHARED_TAG);
        if (match) tags.push({ line: match[1].trim(), key: `${match[1].split(/\s/)[0]} ${match[2]}`, file });
      }
    }
  }
  return tags;
}

/** The element's JSDoc with the shared tags it does not document itself added at the end. */
function composeJsDoc(entry, jsDoc, root) {
  const own = new Set([...jsDoc.matchAll(/@(csspart|cssproperty|slot|cssstate)\s+(\S+)/g)].map((match) => `@${match[1]} ${match[2]}`));
  const added = [];
  for (const tag of sharedDocTags(entry, root)) {
    if (own.has(tag.key)) continue;
    own.add(tag.key);
    added.push(` * ${tag.line}`);
  }
  return added.length === 0 ? jsDoc : jsDoc.replace(/\s*\*\/$/, `\n${added.join('\n')}\n */`);
}

/** The class the analyzer reads in place of an element file. */
function standIn({ tag, props, jsDoc }) {
  const name = pascal(tag);
  const fields = props.map(({ name: prop, type }) => `  ${prop}: ${type} | undefined;`).join('\n');
  return `${jsDoc}\nexport class ${name} extends HTMLElement {\n${fields}\n}\ncustomElements.define('${tag}', ${name});\n`;
}

/** `SelectionEventMap` of bridge/events.ts: each event's detail type (as written) and its JSDoc. */
export function readEventMap(root = '.') {
  const file = 'bridge/events.ts';
  const source = readFileSync(path.join(root, file), 'utf8');
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const map = sourceFile.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'SelectionEventMap');
  if (!map) throw new Error(`${file}: no interface SelectionEventMap`);
  const events = new Map();
  for (const member of map.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const name = member.name.getText().replace(/['"]/g, '');
    const description = (member.jsDoc ?? [])
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    events.set(name, { detail: member.type.getText().replace(/\s+/g, ' '), description });
  }
  return events;
}

/** Types each event as `CustomEvent<detail>` from the event map; an event missing from it is an error. */
function eventTypesPlugin(events) {
  return {
    name: 'selection-widgets: event details from bridge/events.ts',
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of customElementsManifest.modules.flatMap((module) => module.declarations ?? [])) {
        for (const event of declaration.events ?? []) {
          const known = events.get(event.name);
          if (!known)
            throw new Error(
              `<${declaration.tagName}> documents @event ${event.name}, which bridge/events.ts SelectionEventMap does not declare`,
            );
          event.type = { text: `CustomEvent<${known.detail}>` };
          if (!event.description) event.description = known.description;
        }
      }
    },
  };
}

/** Ties `@attr large-id` to the `largeId` property defineElement defines, in both directions. */
function attributeFieldsPlugin() {
  return {
    name: 'selection-widgets: attributes and properties',
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of customElementsManifest.modules.flatMap((module) => module.declarations ?? [])) {
        for (const attribute of declaration.attributes ?? []) {
          const field = (declaration.members ?? []).find((member) => kebab(member.name) === attribute.name);
          if (!field)
            throw new Error(`<${declaration.tagName}> documents @attr ${attribute.name}, which is not one of defineElement's props`);
          attribute.fieldName = field.name;
          attribute.type ??= { text: field.type.text.replace(/ \| undefined$/, '') };
          field.attribute = attribute.name;
          field.description ??= attribute.description;
        }
        for (const member of declaration.members ?? []) {
          if (!member.attribute)
            throw new Error(`<${declaration.tagName}>: prop ${member.name} has no @attr ${kebab(member.name)} in the element's JSDoc`);
        }
      }
    },
  };
}

/**
 * Every element is defined by the one shipped file (the loader defines each on first use), so the
 * manifest has one module, `dist/selection-widgets.js`, declaring and defining all of them.
 */
function shippedModulePlugin() {
  return {
    name: 'selection-widgets: shipped module paths',
    packageLinkPhase({ customElementsManifest }) {
      const declarations = customElementsManifest.modules.flatMap((module) => module.declarations ?? []);
      customElementsManifest.modules = [
        {
          kind: 'javascript-module',
          path: SHIPPED_MODULE,
          description:
            'The loader: include it once (script tag or import) and every element below is defined when it first appears on the page.',
          declarations,
          exports: declarations.map((declaration) => ({
            kind: 'custom-element-definition',
            name: declaration.tagName,
            declaration: { name: declaration.name, module: SHIPPED_MODULE },
          })),
        },
      ];
    },
  };
}

/** The manifest, built in memory from the element files under `root`. */
export function analyze(root = '.') {
  const elements = elementFiles(root).map(({ tag, file }) => {
    const read = readElementSource(file, readFileSync(path.join(root, file), 'utf8'));
    if (read.tag !== tag) throw new Error(`${file} defines <${read.tag}>, expected <${tag}>`);
    return { file, ...read, jsDoc: composeJsDoc(file, read.jsDoc, root) };
  });
  const modules = elements.map((element) => ts.createSourceFile(element.file, standIn(element), ts.ScriptTarget.ES2022, true));
  const manifest = create({
    modules,
    plugins: [eventTypesPlugin(readEventMap(root)), attributeFieldsPlugin(), shippedModulePlugin()],
    context: { dev: false },
  });
  manifest.schemaVersion = '2.1.0';
  manifest.readme = 'README.md';
  return manifest;
}

/** The element declarations of a manifest. */
export const declarationsOf = (manifest) =>
  manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement);
