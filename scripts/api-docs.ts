/**
 * Writes docs/api.md, the reference of the `selection-widgets/api` entry, from its own exports:
 * every call, every schema (as JSON Schema, one table of fields each) and every Korean error
 * catalogue. `--check` fails when docs/api.md is not what the code says (npm run lint runs it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import ts from 'typescript5';
import type * as v from 'valibot';
import * as api from '../core/api/public.ts';
import { writeOrCheck } from './generated-doc.mjs';

const ENTRY = 'core/api/public.ts';

type Json = {
  allOf?: Json[];
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';
const isCatalogue = (value: unknown): value is { errors: Record<string, string>; default: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { default?: unknown }).default === 'string' &&
  typeof (value as { errors?: unknown }).errors === 'object';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The keys of a schema that say something of its values (not a default, a title or the draft). */
const RULE_KEYS = [
  'type',
  'enum',
  'const',
  'items',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const;

function typeOf(schema: Json | undefined): string {
  if (!schema) return 'unknown';
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' | ');
  if (schema.anyOf) {
    // A union piped into more rules (a page number: a number or its decimal string, then an
    // integer in range) keeps those rules beside the union.
    const { anyOf, ...after } = schema;
    const options = anyOf.map(typeOf).join(' | ');
    return RULE_KEYS.some((key) => after[key] !== undefined) ? `${options}, read as ${typeOf(after)}` : options;
  }
  if (schema.type === 'array') {
    const item = typeOf(schema.items);
    const list = item.includes(' ') ? `(${item})[]` : `${item}[]`;
    const { minItems: least, maxItems: most } = schema;
    const count =
      least !== undefined && most !== undefined
        ? `${least}–${most} items`
        : least !== undefined
          ? `at least ${least}`
          : most !== undefined
            ? `at most ${most}`
            : '';
    return count ? `${list} (${count})` : list;
  }
  const base = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'unknown');
  const rules = [
    schema.format,
    schema.pattern && `pattern \`${schema.pattern}\``,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
    schema.minLength !== undefined && `length ≥ ${schema.minLength}`,
    schema.maxLength !== undefined && `length ≤ ${schema.maxLength}`,
  ].filter(Boolean);
  return rules.length ? `${base} (${rules.join(', ')})` : base;
}

function schemaSection(name: string, schema: v.GenericSchema): string {
  const raw = toJsonSchema(schema, { errorMode: 'ignore' }) as Json;
  // An intersection (a query with the shared date range) lists the fields of all its parts.
  const json: Json = raw.allOf
    ? {
        properties: Object.assign({}, ...raw.allOf.map((part) => part.properties ?? {})),
        required: raw.allOf.flatMap((part) => part.required ?? []),
      }
    : raw;
  const lines = [`### ${name}`, ''];
  if (json.properties) {
    lines.push('| field | type | required |', '| --- | --- | --- |');
    for (const [field, value] of Object.entries(json.properties)) {
      lines.push(`| \`${field}\` | ${cell(typeOf(value))} | ${json.required?.includes(field) ? 'yes' : 'no'} |`);
    }
  } else {
    lines.push(`${cell(typeOf(json))}`);
  }
  return lines.join('\n');
}

interface Signature {
  /** `name(param: Type, optional?: Type): Return`, as the source writes the types. */
  text: string;
  /** Its JSDoc, on one line. */
  doc: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const docOf = (node: ts.Node) =>
  oneLine(
    ts
      .getJSDocCommentsAndTags(node)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join(' '),
  );

/** The type a literal default says (`fileName = 'image'`: string); undefined for any other default. */
function literalType(initializer: ts.Expression): string | undefined {
  if (ts.isStringLiteralLike(initializer)) return 'string';
  if (ts.isNumericLiteral(initializer)) return 'number';
  if (initializer.kind === ts.SyntaxKind.TrueKeyword || initializer.kind === ts.SyntaxKind.FalseKeyword) return 'boolean';
  return undefined;
}

function signatureText(name: string, fn: ts.SignatureDeclarationBase, file: ts.SourceFile) {
  const { parameters, type: result, typeParameters } = fn;
  const generics = typeParameters ? `<${typeParameters.map((parameter) => oneLine(parameter.getText(file))).join(', ')}>` : '';
  const params = parameters.map((parameter) => {
    // Every parameter with a default is optional, typed as written or as its literal says, and a
    // literal default is shown (`fileName?: string = 'image'`).
    const { initializer } = parameter;
    const literal = initializer && literalType(initializer);
    const optional = parameter.questionToken || initializer ? '?' : '';
    const written = parameter.type ? oneLine(parameter.type.getText(file)) : literal;
    const type = written ? `: ${written}` : '';
    const fallback = initializer && literal ? ` = ${oneLine(initializer.getText(file))}` : '';
    return `${parameter.dotDotDotToken ? '...' : ''}${parameter.name.getText(file)}${optional}${type}${fallback}`;
  });
  return `${name}${generics}(${params.join(', ')})${result ? `: ${oneLine(result.getText(file))}` : ''}`;
}

/**
 * The exported functions' signatures with their parameters' own names and written types, and the
 * doc comments of the other exported constants (`constantDocs`), read from the source of the entry
 * and of every module it re-exports (the bundled functions keep neither).
 */
function readSignatures(entry: string): { signatures: Map<string, Signature>; constantDocs: Map<string, string> } {
  const signatures = new Map<string, Signature>();
  const constantDocs = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    for (const statement of source.statements) {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        if (!statement.isTypeOnly) visit(path.join(path.dirname(file), statement.moduleSpecifier.text));
      } else if (exported && ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
        const name = statement.name.text;
        signatures.set(name, { text: signatureText(name, statement, source), doc: docOf(statement) });
      } else if (exported && ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const type = declaration.type;
          const value = declaration.initializer;
          const fn =
            type && ts.isFunctionTypeNode(type)
              ? type
              : value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
                ? value
                : undefined;
          if (!ts.isIdentifier(declaration.name)) continue;
          const name = declaration.name.text;
          if (fn) signatures.set(name, { text: signatureText(name, fn, source), doc: docOf(statement) });
          else constantDocs.set(name, docOf(statement));
        }
      }
    }
  };
  visit(entry);
  return { signatures, constantDocs };
}

const entries: [string, unknown][] = Object.entries(api).sort(([a], [b]) => a.localeCompare(b));
const calls = entries.filter(([, value]) => typeof value === 'function' && !/^[A-Z]/.test(value.name));
const schemas = entries.filter((entry): entry is [string, v.GenericSchema] => isSchema(entry[1]));
const { signatures, constantDocs } = readSignatures(ENTRY);
const catalogues = entries.filter((entry): entry is [string, { errors: Record<string, string>; default: string }] => isCatalogue(entry[1]));
/** The values the entry exports for a host to check its input by (limits, codes, patterns): neither calls, classes, schemas nor catalogues. */
const constants = entries.filter(([, value]) => typeof value !== 'function' && !isSchema(value) && !isCatalogue(value));

/** A constant as it reads in code: a number, a string, a pattern, a list of codes; anything else is a kind this list cannot show. */
function constantText(name: string, value: unknown): string {
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
    return value.map((item) => (typeof item === 'string' ? `'${item}'` : String(item))).join(', ');
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(
    `${ENTRY} exports ${name}, a value scripts/api-docs.ts cannot list as a constant: document it, or leave it out of the entry`,
  );
}

const doc = [
  '# selection-widgets/api',
  '',
  `<!-- Generated by scripts/api-docs.ts from ${ENTRY}: run \`npm run docs:api\`, do not edit. -->`,
  '',
  "The marketplace calls a host page may make itself: `import { checkPccc } from 'selection-widgets/api'`.",
  'Every call validates its input first (an `ApiError` of kind `invalid-input` carrying the message below),',
  'checks the answer against its schema (`invalid-response`, never a crash) and fails with an `ApiError`',
  "whose `message` is its catalogue's Korean text. List calls take `page` (1-based, default 1) and answer",
  '`maxPage` = ceil(count / limit): an empty list has `maxPage` 0; page on while the page number is below it.',
  '',
  '## Where the calls go',
  '',
  'Two bases, set with `configure()` (one configuration for the page, shared with its elements and',
  "the loader's `window.SelectionWidgetsConfig`): `legacyApiBase` for the paths written `/api_base/…`",
  'below (default `/api_base`), `apiBase` for the others (default `/api`). Relative bases resolve against',
  'the page; in Node, where there is no page, give both as absolute URLs (a call on a relative one fails',
  "at once, before any request: its `ApiError` says the network message, and its `cause` is the URL's",
  '`TypeError`, Invalid URL, whose `input` is the address). Another origin must allow the page by CORS, with the headers the client sends',
  '([embedding.md](embedding.md#cors)). A call that reads (a GET, and the POSTs that only read: `searchStoreItems`,',
  '`checkBanWords`) and fails',
  'for a moment (no answer in time, or 408, 409, 425, 429, 500, 502, 503, 504) is asked once more within',
  '`requestTimeout`: its first attempt has 40% of it, the retry the rest (less 300 ms between them), so an',
  'endpoint that takes longer than 40% of `requestTimeout` to answer is asked twice. Set it to about 2.5 times',
  'the slowest answer you expect (the default, 12000 ms, gives the first attempt 4.8 s). Under 1500 ms the two',
  'attempts are halves of what is left after the pause, and under 700 ms a call has one attempt of it all:',
  'a call never takes longer than `requestTimeout`. A call that changes something (an order, a like, a cart) is sent once.',
  '',
  '## Who is signed in',
  '',
  "A page's calls carry its signed-in person's token as `Authorization: Bearer …`, never in a URL: the",
  'auth cookie (`tokenCookie`, default `access_token`) unless a host hands one over with `setAuthToken`.',
  "`login()` takes the token its answer carries; on a page of another origin the API's cookie is not",
  "the page's, so a host keeps `user.auth.access_token` itself and hands it over with `setAuthToken` on",
  'each page load. `setAuthToken`, `login()` and `logout()` each have the last word over the ones before',
  "them; where the person changes, what was loaded for them loads again (on the page's elements too).",
  'There is one session per page (or Node process): a server rendering for several people uses',
  "`selection-widgets/server`, which keeps each render's token to itself.",
  '',
  '## Errors',
  '',
  'Every failure is an `ApiError` (`instanceof ApiError`, `name` `ApiError`):',
  '',
  '- `kind`: `invalid-input` (refused before any request), `http` (the server refused: `status` is set),',
  '  `network` (no answer: `NETWORK`, or `TIMEOUT` after `requestTimeout`), `invalid-response` (an answer',
  '  its schema refused);',
  "- `code`: the server's code (`ALREADY_VOTED`…) or ours (`INVALID_INPUT`, `NETWORK`, `TIMEOUT`,",
  '  `INVALID_RESPONSE`, `HTTP_<status>`);',
  "- `message`: the catalogue's Korean text for the person; `serverMessage`: the server's own text, when it",
  "  sent one; `refusalMessage`: that text where it is written for a person, a refusal's (a status under",
  "  500, with the API's own code; a failing server's, such as a framework's `Internal server error`, is not,",
  "  nor a gateway's own refusal with no code, such as `Missing Authentication Token`); `displayMessage`: what",
  '  to show (`refusalMessage` where there is one, else `message`: a',
  '  wrong password shows `이메일 또는 비밀번호가 일치하지 않아요.`); `hint`: a second line (the',
  '  contact-support hint of a temporary failure); `isLoginRequired`: ask the person to sign in;',
  '  `action` `serverPause`: the service is paused (elements on the page send it to its construction page, `constructionUrl`, by a `selection-navigate` sent on `document`; a call',
  '  made by this module alone navigates nothing, and the host decides what to show).',
  '',
  '## Calls',
  '',
  calls
    .map(([name]) => {
      const signature = signatures.get(name);
      if (!signature) throw new Error(`${ENTRY} exports ${name}, whose declaration scripts/api-docs.ts cannot find`);
      return `- \`${signature.text}\`${signature.doc ? `: ${signature.doc}` : ''}`;
    })
    .join('\n'),
  '',
  '## Constants',
  '',
  constants
    .map(([name, value]) => {
      const docText = constantDocs.get(name);
      return `- \`${name}\` = ${cell(constantText(name, value))}${docText ? `: ${docText}` : ''}`;
    })
    .join('\n'),
  '',
  '## Error catalogues',
  '',
  ...catalogues.map(([name, catalogue]) =>
    [
      `### ${name}`,
      '',
      `Any other refusal: ${catalogue.default}`,
      '',
      '| code | message |',
      '| --- | --- |',
      ...Object.entries(catalogue.errors).map(([code, message]) => `| \`${code}\` | ${cell(message)} |`),
      '',
    ].join('\n'),
  ),
  '## Schemas',
  '',
  schemas.map(([name, schema]) => schemaSection(name, schema)).join('\n\n'),
  '',
].join('\n');

const target = 'docs/api.md';
if (writeOrCheck(target, doc, `${ENTRY}: run npm run docs:api`)) {
  console.log(
    `${target}: ${calls.length} calls, ${constants.length} constants, ${schemas.length} schemas, ${catalogues.length} catalogues`,
  );
}
