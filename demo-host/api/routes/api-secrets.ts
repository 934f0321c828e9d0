// Seller API credentials: the API key and the default, sabang and store-bot secret families.
import type { Hono } from 'hono';
import { sellerMessages } from '../../../core/messages/seller.ts';
import {
  API_SECRET_KINDS,
  ApiKeySchema,
  ApiSecretListSchema,
  ApiSecretResponseSchema,
  type ApiSecretKind,
} from '../../../core/schemas/api-secret.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { nextId, refuse, reply, requireSeller } from './commerce-support.ts';

const PREFIX: Record<ApiSecretKind, string> = { default: 'api-secret', sabang: 'api-secret-sabang', 'store-bot': 'api-secret-store-bot' };

function randomSecret(prefix: string): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const maskSecret = (secret: string): string => `${'*'.repeat(Math.max(0, secret.length - 4))}${secret.slice(-4)}`;

export function registerApiSecretRoutes(app: Hono, ctx: ApiContext): void {
  app.get(`${API_BASE}/api-key`, (c) => {
    const seller = requireSeller(c, ctx);
    const key = ctx.state.commerce.apiKeys.get(seller.userId) ?? { apiKey: null, issuedAt: null };
    return reply(c, ctx, 'GET /api-key', ApiKeySchema, key);
  });

  app.post(`${API_BASE}/api-key`, (c) => {
    const seller = requireSeller(c, ctx);
    const key = { apiKey: randomSecret('ak'), issuedAt: ctx.now().toISOString() };
    ctx.state.commerce.apiKeys.set(seller.userId, key);
    return reply(c, ctx, 'POST /api-key', ApiKeySchema, key);
  });

  for (const kind of API_SECRET_KINDS) {
    const base = `${API_BASE}/${PREFIX[kind]}`;
    const mineOf = (sellerId: string) =>
      ctx.state.commerce.apiSecrets.find((secret) => secret.sellerId === sellerId && secret.kind === kind);

    app.get(`${base}/list`, (c) => {
      const seller = requireSeller(c, ctx);
      const apiSecrets = ctx.state.commerce.apiSecrets
        .filter((secret) => secret.sellerId === seller.userId && secret.kind === kind)
        .map(({ sellerId: _sellerId, ...secret }) => ({ ...secret, secretKey: maskSecret(secret.secretKey) }));
      return reply(c, ctx, `GET /${PREFIX[kind]}/list`, ApiSecretListSchema, { apiSecrets });
    });

    app.post(`${base}/issue`, (c) => {
      const seller = requireSeller(c, ctx);
      if (mineOf(seller.userId)) throw refuse(409, 'API_SECRET_ALREADY_ISSUED', sellerMessages);
      const record = {
        _id: nextId(ctx, 'api-secret'),
        kind,
        secretKey: randomSecret('sk'),
        issuedAt: ctx.now().toISOString(),
        reissuedAt: null,
        sellerId: seller.userId,
      };
      ctx.state.commerce.apiSecrets.push(record);
      const { sellerId: _sellerId, ...apiSecret } = record;
      return reply(c, ctx, `POST /${PREFIX[kind]}/issue`, ApiSecretResponseSchema, { apiSecret });
    });

    app.post(`${base}/re-issue`, (c) => {
      const seller = requireSeller(c, ctx);
      const record = mineOf(seller.userId);
      if (!record) throw refuse(409, 'API_SECRET_NOT_ISSUED', sellerMessages);
      record.secretKey = randomSecret('sk');
      record.reissuedAt = ctx.now().toISOString();
      const { sellerId: _sellerId, ...apiSecret } = record;
      return reply(c, ctx, `POST /${PREFIX[kind]}/re-issue`, ApiSecretResponseSchema, { apiSecret });
    });
  }
}
