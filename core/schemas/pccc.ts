/** The personal customs clearance code (개인통관고유부호) of cross-border orders. */
import * as v from 'valibot';
import { pcccMessages } from '../messages/pccc.ts';

export const PCCC_PATTERN = /^P\d{12}$/;

/** Codes of `GET /pccc/valid` failures (SPEC §8); anything else shows the default message. */
export const PCCC_ERROR_CODES = [
  'PCCC_NAME_MISMATCH',
  'PCCC_PHONE_MISMATCH',
  'PCCC_INVALID_PHONE_FORMAT',
  'PCCC_NOT_EXIST',
  'PCCC_SUSPENDED',
  'PCCC_UNKNOWN',
] as const;
export type PcccErrorCode = (typeof PCCC_ERROR_CODES)[number];

/** Upper-cased and trimmed, so `p1234…` typed on a phone keyboard is accepted. */
export const PcccNumberSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(PCCC_PATTERN, pcccMessages.formatInvalid));

/**
 * Query of `GET /pccc/valid`. The phone's format is the customs service's verdict
 * (PCCC_INVALID_PHONE_FORMAT), so only presence is checked here.
 */
export const PcccCheckInputSchema = v.object({
  pccc: PcccNumberSchema,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(pcccMessages.nameRequired)),
  phone: v.pipe(v.string(), v.trim(), v.nonEmpty(pcccMessages.phoneRequired)),
});

/** `GET /pccc/valid` answers 200 only for a code that matches; every mismatch is an error code. */
export const PcccCheckResultSchema = v.object({ valid: v.literal(true), pccc: v.string() });

export type PcccCheckInput = v.InferInput<typeof PcccCheckInputSchema>;
export type PcccCheckResult = v.InferOutput<typeof PcccCheckResultSchema>;
