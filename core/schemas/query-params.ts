/**
 * Query-string fields that the client holds as numbers, booleans or lists and the server receives
 * as strings, so one schema serves both sides of a GET call.
 */
import * as v from 'valibot';

/** An integer in [min, max], given as a number or as its decimal string. */
export const intParam = (min: number, max: number) =>
  v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]), v.integer(), v.minValue(min), v.maxValue(max));

/** A list of picklist values, given as an array or as a comma-separated string. */
export const listParam = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.pipe(
    v.union([
      v.array(v.string()),
      v.pipe(
        v.string(),
        v.transform((text) => text.split(',').filter((part) => part !== '')),
      ),
    ]),
    v.array(v.picklist(options)),
  );

/** A calendar date `YYYY-MM-DD`. */
export const dateParam = (message: string) => v.pipe(v.string(), v.isoDate(message));

/** A boolean, given as a boolean or as `'true'`/`'false'`. */
export const boolParam = () =>
  v.union([
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((text) => text === 'true'),
    ),
  ]);
