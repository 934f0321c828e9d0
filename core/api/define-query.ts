/** A cacheable query definition from a request description and its response schema. */
import * as v from 'valibot';
import type { QueryDef } from '../cache/query-def.ts';
import { readAnswer, request } from '../http/client.ts';
import { requestKey, requestPrefix, type RequestSpec } from '../http/request-spec.ts';

/** Keyed by the request's one identity (`requestKey`), so a head start or a server render's data meets it. */
export function defineQuery<S extends v.GenericSchema>(schema: S, spec: RequestSpec, staleTime: number): QueryDef<v.InferOutput<S>> {
  return {
    key: requestKey(spec),
    spec,
    staleTime,
    fetcher: (answer) => request(schema, spec.path, { ...spec, answer, reads: true }),
    parse: (answer) => readAnswer(schema, answer),
  };
}

/** The key prefix shared by every query of `GET path` on the selection API. */
export const queryPrefix = (path: string): string => requestPrefix(path);
