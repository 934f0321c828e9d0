import * as v from 'valibot';

/** Answer of a call whose only result is that it worked. */
export const OkResultSchema = v.object({ ok: v.literal(true) });

export type OkResult = v.InferOutput<typeof OkResultSchema>;
