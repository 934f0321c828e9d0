/** A cacheable query definition from a request description and its response schema. */
import type * as v from 'valibot';
import type { QueryDef } from '../cache/query-def.ts';
import { request } from '../http/client.ts';
import { stableJson, type RequestSpec } from '../http/request-spec.ts';

/** Keyed as `METHOD path query body`, so a key prefix `GET path ` names every query of a call. */
export function defineQuery<S extends v.GenericSchema>(schema: S, spec: RequestSpec, staleTime: number): QueryDef<v.InferOutput<S>> {
  return {
    key: `${spec.method ?? 'GET'} ${spec.path} ${stableJson(spec.query ?? {})} ${stableJson(spec.body ?? {})}`,
    staleTime,
    fetcher: () => request(schema, spec.path, spec),
  };
}

/** The key prefix shared by every query of `GET path`. */
export const queryPrefix = (path: string, method = 'GET'): string => `${method} ${path} `;
