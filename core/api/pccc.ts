/** `GET /pccc/valid`: the customs code checked against the recipient's name and phone. */
import { request, validateInput } from '../http/client.ts';
import { pcccMessages } from '../messages/pccc.ts';
import { PcccCheckInputSchema, PcccCheckResultSchema, type PcccCheckInput, type PcccCheckResult } from '../schemas/pccc.ts';
import { withCatalogue } from './error-catalogue.ts';

/**
 * `GET /pccc/valid` (the code, name and phone in the query, as the customs check takes them): resolves
 * only for a valid code; each mismatch rejects with its PCCC_* code and message.
 */
export async function checkPccc(input: PcccCheckInput): Promise<PcccCheckResult> {
  const query = validateInput(PcccCheckInputSchema, input);
  return withCatalogue(pcccMessages, () => request(PcccCheckResultSchema, '/pccc/valid', { query }));
}
