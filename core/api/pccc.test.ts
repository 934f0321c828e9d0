import { describe, expect, it } from 'vitest';
import { COMMERCE_FIXTURES } from '../../demo-host/api/seed/commerce.ts';
import { pcccMessages } from '../messages/pccc.ts';
import { PCCC_ERROR_CODES } from '../schemas/pccc.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { checkPccc } from './pccc.ts';

const api = useContractApi();
const owner = { name: '민지', phone: '010-1234-0001' };

describe('GET /pccc/valid', () => {
  it('accepts the code of the recipient, in any case and with or without hyphens', async () => {
    await api.signIn('buyer1');
    expect(await checkPccc({ pccc: ' p123456789012 ', ...owner })).toEqual({ valid: true, pccc: COMMERCE_FIXTURES.pcccActive });
    expect(await checkPccc({ pccc: COMMERCE_FIXTURES.pcccActive, name: '민지', phone: '01012340001' })).toMatchObject({ valid: true });
  });

  const cases: [string, { pccc: string; name: string; phone: string }, (typeof PCCC_ERROR_CODES)[number]][] = [
    ['name mismatch', { pccc: COMMERCE_FIXTURES.pcccActive, name: '서준', phone: owner.phone }, 'PCCC_NAME_MISMATCH'],
    ['phone mismatch', { pccc: COMMERCE_FIXTURES.pcccActive, name: owner.name, phone: '010-9999-0001' }, 'PCCC_PHONE_MISMATCH'],
    ['invalid phone format', { pccc: COMMERCE_FIXTURES.pcccActive, name: owner.name, phone: '02-123-4567' }, 'PCCC_INVALID_PHONE_FORMAT'],
    ['nonexistent', { pccc: 'P999999999999', ...owner }, 'PCCC_NOT_EXIST'],
    ['suspended', { pccc: COMMERCE_FIXTURES.pcccSuspended, name: '서준', phone: '010-1234-0002' }, 'PCCC_SUSPENDED'],
    ['unknown', { pccc: COMMERCE_FIXTURES.pcccUnknown, name: '김하늘', phone: '010-5555-0003' }, 'PCCC_UNKNOWN'],
  ];
  it.each(cases)('%s answers its code and message', async (_label, input, code) => {
    await api.signIn('buyer1');
    const error = await failure(checkPccc(input));
    expect(error).toMatchObject({ status: 422, code, message: pcccMessages.errors[code] });
  });

  it('covers every catalogued outcome', () => {
    expect(cases.map(([, , code]) => code).sort()).toEqual([...PCCC_ERROR_CODES].sort());
  });

  it('refuses a code that is not P and 12 digits before calling', async () => {
    await api.signIn('buyer1');
    api.running.hits.length = 0;
    const error = await failure(checkPccc({ pccc: 'P12', ...owner }));
    expect(error).toMatchObject({ kind: 'invalid-input', message: pcccMessages.formatInvalid });
    expect(api.running.hits).toHaveLength(0);
  });

  it('refuses empty fields before calling and needs a login', async () => {
    expect((await failure(checkPccc({ pccc: COMMERCE_FIXTURES.pcccActive, name: ' ', phone: owner.phone }))).message).toBe(
      pcccMessages.nameRequired,
    );
    expect((await failure(checkPccc({ pccc: COMMERCE_FIXTURES.pcccActive, name: owner.name, phone: '' }))).message).toBe(
      pcccMessages.phoneRequired,
    );
    expect(api.running.hits).toHaveLength(0);
    expect(await failure(checkPccc({ pccc: COMMERCE_FIXTURES.pcccActive, ...owner }))).toMatchObject({ status: 401 });
  });

  it('a malformed answer is INVALID_RESPONSE', async () => {
    await api.signIn('buyer1');
    await api.malform(['GET /pccc/valid']);
    expect((await failure(checkPccc({ pccc: COMMERCE_FIXTURES.pcccActive, ...owner }))).code).toBe('INVALID_RESPONSE');
  });
});
