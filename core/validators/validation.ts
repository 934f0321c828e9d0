/** The result every validator returns: the cleaned value, or the problems with Korean messages. */
import * as v from 'valibot';
import { errorMessages } from '../messages/errors.ts';

export interface FieldError {
  /** Dot path of the field (`email`, `selections.1.quantity`); '' for the whole input. */
  field: string;
  message: string;
  /** A server-compatible code where one exists (`SAME_OPTION`…), so a widget treats both alike. */
  code?: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[]; message: string };

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value });

export function invalid<T>(errors: readonly FieldError[]): Validation<T> {
  const [first] = errors;
  if (!first) throw new Error('invalid() needs at least one error');
  return { ok: false, errors: [...errors], message: first.message };
}

/**
 * Runs a schema; one error per field (its first), in the order the schema found them. A rule with no
 * message of its own says `errorMessages.invalidInput`, never valibot's English.
 */
export function fromSchema<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input, { message: errorMessages.invalidInput });
  if (parsed.success) return valid(parsed.output);
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return invalid(errors);
}
