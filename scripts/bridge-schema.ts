/**
 * Writes the native app contract as JSON Schema (draft-07) for app developers who do not read
 * TypeScript: dist/bridge/outbound.schema.json (what the widgets post to the app) and
 * dist/bridge/inbound.schema.json (what the app posts back), from bridge/app-messages.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { BACK_ID_MAX_LENGTH, InboundMessageSchema, isBackIdLength, OutboundMessageSchema } from '../bridge/app-messages.ts';

const version = (process.env.npm_package_version ?? '').trim();

/**
 * The custom checks with a JSON Schema form, each lighter in the bundle than valibot's own action,
 * which says the same: a `back`'s number id is a safe integer (`Number.isSafeInteger`), its string
 * id at most BACK_ID_MAX_LENGTH characters (`isBackIdLength`).
 */
const overrideAction: NonNullable<Parameters<typeof toJsonSchema>[1]>['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  if (valibotAction.type !== 'check') return undefined;
  const { requirement } = valibotAction as { requirement?: unknown };
  if (requirement === Number.isSafeInteger)
    return { ...jsonSchema, type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
  return requirement === isBackIdLength ? { ...jsonSchema, maxLength: BACK_ID_MAX_LENGTH } : undefined;
};

function write(name: string, title: string, description: string, schema: Parameters<typeof toJsonSchema>[0]): void {
  // `webUrl`'s pattern says absolute http(s); its custom check (no script-like URL) has no JSON Schema form.
  const json = { title, description, ...toJsonSchema(schema, { errorMode: 'ignore', overrideAction }) };
  writeFileSync(`dist/bridge/${name}.schema.json`, `${JSON.stringify(json, null, 2)}\n`);
}

mkdirSync('dist/bridge', { recursive: true });
write(
  'outbound',
  'selection-widgets → app',
  `Messages the widgets post to the app${version ? ` (selection-widgets ${version})` : ''}: iOS window.webkit.messageHandlers.<appIosHandler>.postMessage(object), Android window.<appAndroidInterface>.postMessage(JSON string). open-deep-link's webUrl is always an http(s) URL. See bridge/README.md.`,
  OutboundMessageSchema,
);
write(
  'inbound',
  'app → selection-widgets',
  'Messages the app posts to the page as window message events (an object, or the same object as a JSON string). See bridge/README.md.',
  InboundMessageSchema,
);
console.log('bridge schemas: dist/bridge/outbound.schema.json, dist/bridge/inbound.schema.json');
