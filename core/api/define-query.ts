/** A cacheable query definition from a request description and its response schema. */
import * as v from 'valibot';
import type { QueryDef } from '../cache/query-def.ts';
import { request } from '../http/client.ts';
import { peekPrefetchedJson, takePrefetched } from '../http/prefetch.ts';
import { requestUrl, stableJson, type RequestSpec } from '../http/request-spec.ts';

/** Keyed as `METHOD path query body`, so a key prefix `GET path ` names every query of a call. */
export function defineQuery<S extends v.GenericSchema>(schema: S, spec: RequestSpec, staleTime: number): QueryDef<v.InferOutput<S>> {
  return {
    key: `${spec.method ?? 'GET'} ${spec.path} ${stableJson(spec.query ?? {})} ${stableJson(spec.body ?? {})}`,
    staleTime,
    fetcher: () => request(schema, spec.path, spec),
    initial: () => {
      // A head start the loader has already read and that passes the schema is the first state:
      // the view draws it in its first render. Anything else goes the usual way (and an answer that
      // does not match is reported by the client).
      const method = spec.method ?? 'GET';
      const url = requestUrl(spec);
      const body = spec.body ? JSON.stringify(spec.body) : undefined;
      const read = peekPrefetchedJson(method, url, body);
      if (!read) return undefined;
      const parsed = v.safeParse(schema, read.value);
      if (!parsed.success) return undefined;
      takePrefetched(method, url, body);
      return { value: parsed.output };
    },
  };
}

/** The key prefix shared by every query of `GET path`. */
export const queryPrefix = (path: string, method = 'GET'): string => `${method} ${path} `;
