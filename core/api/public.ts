/**
 * `selection-widgets/api`: the marketplace calls a host page may make itself, typed, beside the
 * elements — coupons, purchases, refunds, customs ID (PCCC), seller tools, payments, images, the
 * legacy storefront and account calls — with their input validators, their Korean message catalogues,
 * and the schemas their answers are checked against. Every call:
 * - validates its input first (an `ApiError` of kind `invalid-input` with the SPEC's message);
 * - parses its answer with its schema (`invalid-response` when it does not match, never a crash);
 * - fails with an `ApiError` whose `message` is its catalogue's Korean text (`applyCatalogue`).
 * The demo host's own pages use this entry and nothing else of core's calls.
 * The reference of every call and schema is docs/api.md (generated: npm run docs:api).
 */
import { fetchQuery } from '../cache/query-cache.ts';
import { authToken } from '../http/auth-token.ts';
import type { UserInfo } from '../schemas/user-info.ts';
import type { User } from '../schemas/user.ts';
import * as auth from './auth.ts';

// Configuration and the session (shared with the elements on the page).
export { configure, getConfig, type Config, type ConfigInput } from '../config.ts';

// Declared here with their plain types, so the published declarations stop at the schemas.
/** `POST /api_base/auth/app/login`; empty fields are refused before any request. */
export const login: (input: { email: string; password: string }) => Promise<User> = auth.login;
/**
 * Ends the session on the server and forgets the tokens here, one handed over by `setAuthToken` too.
 * A token cookie it cannot clear (set for another path or a parent domain) is not sent again from
 * this page until the cookie changes; clearing it is the site's own sign-out's work.
 */
export const logout: () => Promise<void> = auth.logout;
/**
 * A host's own sign-in or sign-out: `token` is sent from now on (`null`: signed out, whatever the
 * cookie says; `undefined`: the auth cookie again), until the next `setAuthToken`, `login()` or
 * `logout()`. Spaces around it are dropped, as a header drops them; a token no header can carry
 * (anything but visible ASCII inside it) is sent as none, and the person reads as signed out. Where
 * the token sent changes, what was loaded for the person loads again, in the page's elements too.
 * One session per page (or process): a server serving several people renders with
 * `selection-widgets/server`.
 */
export const setAuthToken: (token: string | null | undefined) => void = auth.setAuthToken;

/**
 * The signed-in person as `{ user }` (`GET /api_base/user/info`), or `undefined` without a token. A
 * token the API refuses (expired) rejects, with `status` 401. The answer is the caller's own copy:
 * changing it changes nothing the page's elements show.
 */
export async function signedInUser(): Promise<UserInfo | undefined> {
  return authToken() ? structuredClone(await fetchQuery(auth.userInfoQuery())) : undefined;
}

// Errors and catalogues.
export { ApiError, toApiError, type ApiErrorKind } from '../http/api-error.ts';
export { applyCatalogue, withCatalogue, type ErrorCatalogue } from './error-catalogue.ts';

// The calls.
export * from './coupon-calls.ts';
export * from './purchases.ts';
export * from './purchased-option.ts';
export * from './refunds.ts';
export * from './pccc.ts';
export * from './seller.ts';
export * from './api-secrets.ts';
export * from './payments.ts';
export * from './images.ts';
export * from './legacy-account.ts';
export * from './legacy-storefront.ts';

// Input validators (the same rules the calls apply, for forms that check as people type).
export * from '../validators/index.ts';

// Their schemas and types.
export * from '../schemas/coupon.ts';
export * from '../schemas/ok.ts';
export * from '../schemas/page.ts';
export * from '../schemas/purchase.ts';
export * from '../schemas/purchased-option.ts';
export * from '../schemas/refund.ts';
export * from '../schemas/refund-type.ts';
export * from '../schemas/pccc.ts';
export * from '../schemas/phone.ts';
export * from '../schemas/seller.ts';
export * from '../schemas/api-secret.ts';
export * from '../schemas/payment.ts';
export * from '../schemas/image-upload.ts';
export * from '../schemas/user-activity.ts';
export * from '../schemas/cart.ts';
export * from '../schemas/storefront-content.ts';
// The sign-in's and the search's own: their schemas too, so the reference lists their fields.
export { UserInfoSchema, PublicUserSchema, type UserInfo, type PublicUser } from '../schemas/user-info.ts';
export { LoginInputSchema, UserSchema, type LoginInput, type User } from '../schemas/user.ts';
export { StoreItemListSchema, StoreItemSchema, type StoreItemList, type StoreItem } from '../schemas/store-item.ts';

// Their Korean catalogues.
export { purchaseMessages, optionChangeMessages } from '../messages/purchase.ts';
export { refundMessages } from '../messages/refund.ts';
export { pcccMessages } from '../messages/pccc.ts';
export { sellerMessages } from '../messages/seller.ts';
export { paymentMessages } from '../messages/payment.ts';
export { imageMessages } from '../messages/image.ts';
export { activityMessages } from '../messages/activity.ts';
export { cartMessages } from '../messages/cart.ts';
