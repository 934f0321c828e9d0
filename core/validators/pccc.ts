/** SPEC §5 customs code form: the code's format, and a recipient name and mobile number to check it against. */
import { pcccMessages } from '../messages/pccc.ts';
import { KOREAN_MOBILE_PATTERN } from '../schemas/phone.ts';
import { PcccCheckInputSchema, type PcccCheckInput } from '../schemas/pccc.ts';
import { fromSchema, invalid, type Validation } from './validation.ts';

/** A customs code form, well formed: the name and the phone trimmed, the phone a Korean mobile number. */
export type PcccForm = { pccc: string; name: string; phone: string };

/** Everything `checkPccc` needs, well formed; the match itself is the customs service's answer. */
export function validatePcccForm(input: PcccCheckInput): Validation<PcccForm> {
  const result = fromSchema(PcccCheckInputSchema, input);
  if (!result.ok) return result;
  if (!KOREAN_MOBILE_PATTERN.test(result.value.phone)) {
    return invalid([{ field: 'phone', message: pcccMessages.errors.PCCC_INVALID_PHONE_FORMAT, code: 'PCCC_INVALID_PHONE_FORMAT' }]);
  }
  return result;
}
