// GET /pccc/valid: a stand-in for the customs service, over a seeded registry of codes.
import type { Hono } from 'hono';
import { pcccMessages } from '../../../core/messages/pccc.ts';
import { PcccCheckInputSchema, PcccCheckResultSchema } from '../../../core/schemas/pccc.ts';
import { KOREAN_MOBILE_PATTERN, phoneDigits } from '../../../core/schemas/phone.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { parseInput } from '../errors.ts';
import { requireUser } from '../sessions.ts';
import { refuse, reply } from './commerce-support.ts';

export function registerPcccRoutes(app: Hono, ctx: ApiContext): void {
  app.get(`${API_BASE}/pccc/valid`, (c) => {
    requireUser(c, ctx.sessions);
    const input = parseInput(PcccCheckInputSchema, c.req.query());
    // The order follows the customs service: the phone's form, the code, its status, then the owner.
    if (!KOREAN_MOBILE_PATTERN.test(input.phone)) throw refuse(422, 'PCCC_INVALID_PHONE_FORMAT', pcccMessages);
    const entry = ctx.state.commerce.pccc.get(input.pccc);
    if (!entry) throw refuse(422, 'PCCC_NOT_EXIST', pcccMessages);
    if (entry.status === 'SUSPENDED') throw refuse(422, 'PCCC_SUSPENDED', pcccMessages);
    if (entry.status === 'UNKNOWN') throw refuse(422, 'PCCC_UNKNOWN', pcccMessages);
    if (entry.name.replace(/\s+/g, '') !== input.name.replace(/\s+/g, '')) throw refuse(422, 'PCCC_NAME_MISMATCH', pcccMessages);
    if (phoneDigits(entry.phone) !== phoneDigits(input.phone)) throw refuse(422, 'PCCC_PHONE_MISMATCH', pcccMessages);
    return reply(c, ctx, 'GET /pccc/valid', PcccCheckResultSchema, { valid: true, pccc: input.pccc });
  });
}
