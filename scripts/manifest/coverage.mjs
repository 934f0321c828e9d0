/**
 * What each element really renders and styles, read from its source, compared with what the
 * manifest documents: every `part` its components can render (through every module the element
 * imports, lazy ones included) and every `--selection-*` custom property its stylesheets use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declarationsOf } from './analyze.mjs';
import { elementFiles, moduleClosure, ts } from './sources.mjs';

/**
 * The `part` values a TSX module renders: literal names (`part="a b"`, `part={x ? 'a' : 'b'}`),
 * and for a template with a substitution (`part={\`state--${state}\`}`) its fixed prefix, ending
 * in `*`. A `part={variable}` passes on what its callers give, which are read at their call site;
 * a component's own default for a `part` prop (`{ part = 'row' }`) is read where it is declared,
 * since a caller that gives none renders it.
 */
export function partsIn(file, source) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const names = new Set();
  const addWords = (text) =>
    text
      .split(/\s+/)
      .filter(Boolean)
      .forEach((name) => names.add(name));
  const collect = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) addWords(node.text);
    else if (ts.isTemplateExpression(node)) {
      addWords(node.head.text.replace(/\S+$/, ''));
      const open = node.head.text.match(/\S+$/)?.[0];
      if (open) names.add(`${open}*`);
      for (const span of node.templateSpans) {
        const literal = span.literal.text;
        addWords(literal.replace(/^\S+/, ''));
      }
    } else ts.forEachChild(node, collect);
  };
  const visit = (node) => {
    if (ts.isJsxAttribute(node) && node.name.getText() === 'part' && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) addWords(node.initializer.text);
      else if (node.initializer.expression) collect(node.initializer.expression);
    }
    if (ts.isBindingElement(node) && (node.propertyName ?? node.name).getText() === 'part' && node.initializer) collect(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/** The `--selection-*` custom properties a stylesheet declares or reads. */
export function cssPropertiesIn(source) {
  return new Set([...source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/--selection-[a-z0-9-]+/g)].map((match) => match[0]));
}

/** What one element renders: parts and custom properties, with the files they come from. */
export function renderedByElement(entry, root = '.') {
  const parts = new Map();
  const cssProperties = new Map();
  const note = (map, name, file) => map.set(name, [...(map.get(name) ?? []), file]);
  for (const file of moduleClosure(entry, root)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    if (file.endsWith('.tsx')) for (const name of partsIn(file, source)) note(parts, name, file);
    if (file.endsWith('.css')) for (const name of cssPropertiesIn(source)) note(cssProperties, name, file);
  }
  return { parts, cssProperties };
}

/**
 * Per element: rendered and documented counts, and what is rendered but not documented (a
 * `prefix*` part is covered by any documented part that starts with the prefix).
 */
export function coverage(manifest, root = '.') {
  const declarations = new Map(declarationsOf(manifest).map((declaration) => [declaration.tagName, declaration]));
  return elementFiles(root).map(({ tag, file }) => {
    const declaration = declarations.get(tag);
    const { parts, cssProperties } = renderedByElement(file, root);
    const documentedParts = new Set((declaration?.cssParts ?? []).map((part) => part.name));
    const documentedProperties = new Set((declaration?.cssProperties ?? []).map((property) => property.name));
    const isDocumented = (name) =>
      name.endsWith('*') ? [...documentedParts].some((part) => part.startsWith(name.slice(0, -1))) : documentedParts.has(name);
    return {
      tag,
      renderedParts: parts.size,
      documentedParts: documentedParts.size,
      missingParts: [...parts].filter(([name]) => !isDocumented(name)).map(([name, files]) => ({ name, files })),
      renderedProperties: cssProperties.size,
      documentedProperties: documentedProperties.size,
      missingProperties: [...cssProperties].filter(([name]) => !documentedProperties.has(name)).map(([name, files]) => ({ name, files })),
      // Documented but never rendered: stale documentation.
      unusedParts: [...documentedParts].filter(
        (name) =>
          !parts.has(name) && ![...parts.keys()].some((rendered) => rendered.endsWith('*') && name.startsWith(rendered.slice(0, -1))),
      ),
      unusedProperties: [...documentedProperties].filter((name) => !cssProperties.has(name)),
    };
  });
}
