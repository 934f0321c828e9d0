/** Seller API credentials: the API key and the three secret families (SPEC §7 API keys). */
import * as v from 'valibot';

/** Path prefixes: `/api-secret`, `/api-secret-sabang`, `/api-secret-store-bot`. */
export const API_SECRET_KINDS = ['default', 'sabang', 'store-bot'] as const;
export type ApiSecretKind = (typeof API_SECRET_KINDS)[number];

/** `GET` and `POST /api-key`: null until issued; POST issues a fresh key replacing the old. */
export const ApiKeySchema = v.object({
  apiKey: v.nullable(v.string()),
  issuedAt: v.nullable(v.string()),
});

export const ApiSecretSchema = v.object({
  _id: v.string(),
  kind: v.picklist(API_SECRET_KINDS),
  /** In full only in the issue and re-issue answers; lists show it masked but for the last 4. */
  secretKey: v.string(),
  issuedAt: v.string(),
  reissuedAt: v.nullable(v.string()),
});

/** `GET …/list` */
export const ApiSecretListSchema = v.object({ apiSecrets: v.array(ApiSecretSchema) });

/** `POST …/issue` and `POST …/re-issue` */
export const ApiSecretResponseSchema = v.object({ apiSecret: ApiSecretSchema });

export type ApiKey = v.InferOutput<typeof ApiKeySchema>;
export type ApiSecret = v.InferOutput<typeof ApiSecretSchema>;
