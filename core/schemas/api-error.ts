import * as v from 'valibot';

/** Body the API sends with an error status. Every field is optional: proxies send HTML. */
export const ApiErrorBodySchema = v.object({
  code: v.optional(v.string()),
  message: v.optional(v.string()),
  action: v.optional(v.string()),
  /** The request field a 400 is about (the reference API names it). */
  field: v.optional(v.string()),
});

export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
