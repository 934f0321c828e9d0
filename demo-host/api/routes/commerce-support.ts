// Helpers of the shared-API routes: role checks, catalogue errors, the malformed switch, paging.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import { messages } from '../../../core/messages/index.ts';
import type { PurchaseInfo } from '../../../core/schemas/purchase.ts';
import type { ApiContext } from '../context.ts';
import type { DemoAccount } from '../demo-users.ts';
import { ApiError, invalidQuery, respond } from '../errors.ts';
import { objectId } from '../random.ts';
import type { ReceiptRecord } from '../seed/commerce.ts';
import { requireUser } from '../sessions.ts';
import { maxPageOf } from '../paging.ts';

/** SPEC §6/§8: seller-only calls answer 403 "이용 권한이 없어요." to anyone else. */
export function requireSeller(c: Context, ctx: ApiContext): DemoAccount {
  const user = requireUser(c, ctx.sessions);
  if (user.role !== 'SELLER') throw new ApiError(403, 'FORBIDDEN', messages.errors.forbidden);
  return user;
}

/** An error whose message is the client's catalogue message for the same code. */
export function refuse<C extends string>(
  status: ContentfulStatusCode,
  code: C,
  catalogue: { errors: Readonly<Record<C, string>> },
  message?: string,
): ApiError {
  return new ApiError(status, code, message ?? catalogue.errors[code]);
}

/**
 * `respond()`, unless the mock switch marks `key` (`'GET /purchase-receipt/list/buyer'`) as
 * malformed: then a 200 whose body breaks every response schema, for the client's tests.
 */
export function reply<S extends v.GenericSchema>(c: Context, ctx: ApiContext, key: string, schema: S, body: v.InferInput<S>): Response {
  if (ctx.state.commerce.mock.malformed.has(key)) return c.json({ malformed: true, key });
  return respond(c, schema, body);
}

/** A fresh id for something created at run time. */
export function nextId(ctx: ApiContext, namespace: string): string {
  const commerce = ctx.state.commerce;
  commerce.sequence += 1;
  return objectId(namespace, `run-${commerce.sequence}`);
}

export function pageOf<T>(list: readonly T[], page: number, limit: number): { rows: T[]; maxPage: number } {
  const start = (page - 1) * limit;
  return { rows: list.slice(start, start + limit), maxPage: maxPageOf(list.length, limit) };
}

/** Cursor paging: the rows after the one whose id is `searchAfter`, and the next cursor (null at the end). */
export function pageAfter<T>(
  list: readonly T[],
  idOf: (row: T) => string,
  searchAfter: string | undefined,
  limit: number,
): { rows: T[]; searchAfter: string | null } {
  let start = 0;
  if (searchAfter !== undefined) {
    const index = list.findIndex((row) => idOf(row) === searchAfter);
    if (index < 0) throw invalidQuery('알 수 없는 위치예요.', 'searchAfter');
    start = index + 1;
  }
  const rows = list.slice(start, start + limit);
  const last = rows.at(-1);
  return { rows, searchAfter: start + limit < list.length && last !== undefined ? idOf(last) : null };
}

/** Whether an ISO time falls within the calendar dates `sDate`..`eDate` (inclusive, UTC dates). */
export function inDateRange(regDate: string, sDate: string | undefined, eDate: string | undefined): boolean {
  const day = regDate.slice(0, 10);
  return (sDate === undefined || day >= sDate) && (eDate === undefined || day <= eDate);
}

export function findReceipt(ctx: ApiContext, purchaseReceiptId: string): ReceiptRecord | undefined {
  return ctx.state.commerce.receipts.find((receipt) => receipt._id === purchaseReceiptId);
}

export function findPInfo(ctx: ApiContext, pInfoId: string): { receipt: ReceiptRecord; pInfo: PurchaseInfo } | undefined {
  for (const receipt of ctx.state.commerce.receipts) {
    const pInfo = receipt.pInfos.find((line) => line.PInfoId === pInfoId);
    if (pInfo) return { receipt, pInfo };
  }
  return undefined;
}

/** The receipt without the server-only buyer id. */
export function presentReceipt({ buyerId: _buyerId, ...receipt }: ReceiptRecord): Omit<ReceiptRecord, 'buyerId'> {
  return receipt;
}

/** 김하늘 → 김*늘, 민지 → 민*: sellers see buyers only masked. */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** Whether `text` contains `phrase`, ignoring spaces (so "카 톡" is caught too). */
export function containsPhrase(text: string, phrase: string): boolean {
  return text.replace(/\s+/g, '').includes(phrase.replace(/\s+/g, ''));
}
