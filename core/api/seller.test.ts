import { describe, expect, it } from 'vitest';
import { COMMERCE_FIXTURES } from '../../demo-host/api/seed/commerce.ts';
import { errorMessages } from '../messages/errors.ts';
import { purchaseMessages } from '../messages/purchase.ts';
import { sellerMessages } from '../messages/seller.ts';
import { getApiKey, issueApiKey, issueApiSecret, listApiSecrets, reissueApiSecret } from './api-secrets.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import {
  checkBanWords,
  countAutoSoldOutLogs,
  getAutoReply,
  listAutoSoldOutLogs,
  listSellerTransactions,
  saveAutoReply,
  sellerGuard,
} from './seller.ts';

const api = useContractApi();

describe('seller-only calls refuse buyers with 403 "이용 권한이 없어요."', () => {
  const calls: [string, () => Promise<unknown>][] = [
    ['auto-reply get', getAutoReply],
    ['auto-reply save', () => saveAutoReply({ welcomeMessage: '안녕하세요', isActive: true })],
    ['sold-out log list', () => listAutoSoldOutLogs()],
    ['sold-out log count', countAutoSoldOutLogs],
    ['seller guard', sellerGuard],
    ['transaction history', () => listSellerTransactions()],
    ['api key', getApiKey],
    ['api key issue', issueApiKey],
    ['sabang secrets', () => listApiSecrets('sabang')],
    ['store-bot issue', () => issueApiSecret('store-bot')],
    ['secret re-issue', () => reissueApiSecret('default')],
  ];
  it.each(calls)('%s', async (_label, call) => {
    await api.signIn('buyer1');
    const error = await failure(call());
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '이용 권한이 없어요.' });
    expect(error.message).toBe(errorMessages.forbidden);
  });

  it('and ask anonymous callers to log in', async () => {
    expect(await failure(sellerGuard())).toMatchObject({ status: 401, isLoginRequired: true });
  });
});

describe('auto-reply', () => {
  it('reads and saves the welcome message, 500 characters allowed', async () => {
    await api.signIn('seller');
    expect((await getAutoReply()).welcomeMessage).toContain('도쿄마켓');
    const text = '가'.repeat(500);
    const saved = await saveAutoReply({ welcomeMessage: text, isActive: false });
    expect(saved).toMatchObject({ welcomeMessage: text, isActive: false });
    expect(saved.updatedAt).not.toBeNull();
    expect((await getAutoReply()).welcomeMessage).toBe(text);
  });

  it('refuses 501 characters before calling, and the server refuses it with AUTO_REPLY_TOO_LONG', async () => {
    await api.signIn('seller');
    const error = await failure(saveAutoReply({ welcomeMessage: '가'.repeat(501), isActive: true }));
    expect(error).toMatchObject({ kind: 'invalid-input', message: '환영인사말은 500자 이상 작성할 수 없습니다.' });
    expect(api.running.hits.filter((hit) => hit.startsWith('POST /api/seller'))).toHaveLength(0);
    const token = (await (
      await fetch(`${api.running.origin}/api_base/auth/app/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seller@example.com', password: 'selection1234' }),
      })
    ).json()) as { user: { auth: { access_token: string } } };
    const response = await fetch(`${api.running.origin}/api/seller/auto-reply-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token.user.auth.access_token}` },
      body: JSON.stringify({ welcomeMessage: '가'.repeat(501), isActive: true }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'AUTO_REPLY_TOO_LONG', message: '환영인사말은 500자 이상 작성할 수 없습니다.' });
  });

  it('counts family emoji, flags and decomposed Hangul as people see them, and keeps them in NFC', async () => {
    await api.signIn('seller');
    const family = '👨‍👩‍👧'.repeat(250) + '🇰🇷'.repeat(250);
    expect((await saveAutoReply({ welcomeMessage: family, isActive: true })).welcomeMessage).toBe(family);
    expect((await failure(saveAutoReply({ welcomeMessage: `${family}👍🏽`, isActive: true }))).code).toBe('INVALID_INPUT');
    const nfd = '한'.normalize('NFD').repeat(500);
    expect((await saveAutoReply({ welcomeMessage: nfd, isActive: true })).welcomeMessage).toBe('한'.repeat(500));
  });

  it('counts an emoji as one character', async () => {
    await api.signIn('seller');
    const text = `${'가'.repeat(499)}👍`;
    expect((await saveAutoReply({ welcomeMessage: text, isActive: true })).welcomeMessage).toBe(text);
  });

  it('refuses a warning phrase (AUTO_REPLY_WARNING_PHRASE) naming it', async () => {
    await api.signIn('seller');
    const error = await failure(saveAutoReply({ welcomeMessage: '문의는 카 톡 으로 주세요', isActive: true }));
    expect(error).toMatchObject({
      status: 400,
      code: 'AUTO_REPLY_WARNING_PHRASE',
      message: sellerMessages.errors.AUTO_REPLY_WARNING_PHRASE,
    });
    expect(error.serverMessage).toBe(sellerMessages.warningPhrase('카톡'));
  });

  it('a missing seller profile is AUTO_REPLY_SELLER_NOT_FOUND', async () => {
    await api.signIn('seller');
    await api.mock('shared-api', { sellerProfileMissing: true });
    expect(await failure(getAutoReply())).toMatchObject({
      status: 404,
      code: 'AUTO_REPLY_SELLER_NOT_FOUND',
      message: sellerMessages.errors.AUTO_REPLY_SELLER_NOT_FOUND,
    });
    expect((await failure(saveAutoReply({ welcomeMessage: '안녕하세요', isActive: true }))).code).toBe('AUTO_REPLY_SELLER_NOT_FOUND');
  });

  it('a malformed answer is INVALID_RESPONSE', async () => {
    await api.signIn('seller');
    await api.malform(['GET /seller/auto-reply-message']);
    expect((await failure(getAutoReply())).code).toBe('INVALID_RESPONSE');
  });
});

describe('auto-sold-out log, guard, ban words, transactions', () => {
  it('pages the sold-out log 20 at a time and counts it', async () => {
    await api.signIn('seller');
    const first = await listAutoSoldOutLogs();
    expect(first.autoSoldOutStoreItemLogs).toHaveLength(20);
    expect(first.maxPage).toBe(2);
    expect((await listAutoSoldOutLogs({ page: 2 })).autoSoldOutStoreItemLogs).toHaveLength(COMMERCE_FIXTURES.autoSoldOutLogCount - 20);
    expect(await countAutoSoldOutLogs()).toBe(COMMERCE_FIXTURES.autoSoldOutLogCount);
  });

  it('the guard answers the seller’s store', async () => {
    await api.signIn('seller');
    expect(await sellerGuard()).toMatchObject({ isSeller: true, storeName: '도쿄마켓' });
  });

  it('finds banned words in order of appearance, for any signed-in user', async () => {
    await api.signIn('buyer1');
    expect(await checkBanWords('레플리카 아니고 정품입니다. 짝퉁 아님')).toEqual({ isExist: true, banWords: ['레플리카', '짝퉁'] });
    expect(await checkBanWords('정품 보증')).toEqual({ isExist: false, banWords: [] });
    expect((await failure(checkBanWords('   '))).message).toBe(sellerMessages.banWordTextRequired);
  });

  it('lists 50 transactions by default with masked buyer names, then the rest', async () => {
    await api.signIn('seller');
    const first = await listSellerTransactions();
    expect(first.transactions).toHaveLength(50);
    expect(first.transactions.every((row) => row.buyerName.includes('*'))).toBe(true);
    expect(first.searchAfter).toBe(first.transactions.at(-1)?.PInfoId);
    const rest = await listSellerTransactions({ searchAfter: first.searchAfter ?? '' });
    expect(rest.transactions).toHaveLength(COMMERCE_FIXTURES.sellerTransactionCount - 50);
    expect(rest.searchAfter).toBeNull();
    expect((await listSellerTransactions({ limit: 5 })).transactions).toHaveLength(5);
    // The same date-range rule as the receipts list (one schema).
    const reversed = await failure(listSellerTransactions({ sDate: '2025-06-02', eDate: '2025-06-01' }));
    expect(reversed).toMatchObject({ kind: 'invalid-input', message: purchaseMessages.dateRangeInvalid });
  });
});

describe('API key and secrets', () => {
  it('issues an API key that replaces the previous one', async () => {
    await api.signIn('seller');
    expect(await getApiKey()).toEqual({ apiKey: null, issuedAt: null });
    const first = await issueApiKey();
    const second = await issueApiKey();
    expect(first.apiKey).toMatch(/^ak_/);
    expect(second.apiKey).not.toBe(first.apiKey);
    expect((await getApiKey()).apiKey).toBe(second.apiKey);
  });

  it.each(['sabang', 'store-bot'] as const)('%s: issue once, list masked, re-issue a new secret', async (kind) => {
    await api.signIn('seller');
    expect(await listApiSecrets(kind)).toEqual([]);
    expect(await failure(reissueApiSecret(kind))).toMatchObject({
      status: 409,
      code: 'API_SECRET_NOT_ISSUED',
      message: sellerMessages.errors.API_SECRET_NOT_ISSUED,
    });
    const issued = await issueApiSecret(kind);
    expect(issued).toMatchObject({ kind, reissuedAt: null });
    const [listed] = await listApiSecrets(kind);
    expect(listed?.secretKey).toBe(`${'*'.repeat(issued.secretKey.length - 4)}${issued.secretKey.slice(-4)}`);
    expect(await failure(issueApiSecret(kind))).toMatchObject({
      status: 409,
      code: 'API_SECRET_ALREADY_ISSUED',
      message: sellerMessages.errors.API_SECRET_ALREADY_ISSUED,
    });
    const again = await reissueApiSecret(kind);
    expect(again.secretKey).not.toBe(issued.secretKey);
    expect(again.reissuedAt).not.toBeNull();
  });

  it('the default secret is seeded and calls /api-secret/…', async () => {
    await api.signIn('seller');
    expect(await listApiSecrets('default')).toHaveLength(1);
    await reissueApiSecret('default');
    expect(api.running.hits).toContain('POST /api/api-secret/re-issue');
  });
});

describe('API secrets', () => {
  it('refuse a kind of secret that is not one before any request', async () => {
    await api.signIn('seller');
    const hits = api.running.hits.length;
    for (const call of [issueApiSecret, reissueApiSecret, listApiSecrets]) {
      const error = await failure(call('nope' as Parameters<typeof call>[0]));
      expect([error.kind, error.message]).toEqual(['invalid-input', errorMessages.invalidInput]);
    }
    expect(api.running.hits).toHaveLength(hits);
  });
});
