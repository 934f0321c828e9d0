/** Seller API credentials (SPEC §7 API keys): the key and the default, sabang and store-bot secrets. */
import * as v from 'valibot';
import { request, validateInput } from '../http/client.ts';
import { sellerMessages } from '../messages/seller.ts';
import {
  API_SECRET_KINDS,
  ApiKeySchema,
  ApiSecretListSchema,
  ApiSecretResponseSchema,
  type ApiKey,
  type ApiSecret,
  type ApiSecretKind,
} from '../schemas/api-secret.ts';
import { withCatalogue } from './error-catalogue.ts';

const PREFIX: Record<ApiSecretKind, string> = {
  default: '/api-secret',
  sabang: '/api-secret-sabang',
  'store-bot': '/api-secret-store-bot',
};

const KindSchema = v.picklist(API_SECRET_KINDS);

/** The path prefix of a kind of secret; another value is refused before any request. */
const prefixOf = (kind: ApiSecretKind): string => PREFIX[validateInput(KindSchema, kind)];

/** `GET /api-key` */
export async function getApiKey(): Promise<ApiKey> {
  return withCatalogue(sellerMessages, () => request(ApiKeySchema, '/api-key'));
}

/** `POST /api-key`: issues a new key; the previous one stops working. */
export async function issueApiKey(): Promise<ApiKey> {
  return withCatalogue(sellerMessages, () => request(ApiKeySchema, '/api-key', { method: 'POST' }));
}

/** `GET /api-secret…/list`: secrets masked but for their last 4 characters. */
export async function listApiSecrets(kind: ApiSecretKind): Promise<ApiSecret[]> {
  const { apiSecrets } = await withCatalogue(sellerMessages, () => request(ApiSecretListSchema, `${prefixOf(kind)}/list`));
  return apiSecrets;
}

/** `POST /api-secret…/issue`: the full secret, shown once; API_SECRET_ALREADY_ISSUED if one exists. */
export async function issueApiSecret(kind: ApiSecretKind): Promise<ApiSecret> {
  const { apiSecret } = await withCatalogue(sellerMessages, () =>
    request(ApiSecretResponseSchema, `${prefixOf(kind)}/issue`, { method: 'POST' }),
  );
  return apiSecret;
}

/** `POST /api-secret…/re-issue`: replaces the secret; API_SECRET_NOT_ISSUED if there is none. */
export async function reissueApiSecret(kind: ApiSecretKind): Promise<ApiSecret> {
  const { apiSecret } = await withCatalogue(sellerMessages, () =>
    request(ApiSecretResponseSchema, `${prefixOf(kind)}/re-issue`, { method: 'POST' }),
  );
  return apiSecret;
}
