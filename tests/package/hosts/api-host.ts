// A host that calls the shared API itself, written against the published types of selection-widgets/api.
import {
  ApiError,
  applyCatalogue,
  checkPccc,
  configure,
  couponIssueMessages,
  issueCoupon,
  issuedCouponNums,
  listPurchaseReceipts,
  pcccMessages,
  searchStoreItems,
  signedInUser,
  type CouponIssueResponse,
  type LoginInput,
  type OkResult,
  type PcccCheckResult,
  type PcccForm,
  type StoreItemList,
  type User,
  type UserInfo,
} from 'selection-widgets/api';

configure({ apiBase: 'https://api.example.com' });
const done: OkResult = { ok: true };
void done;

export async function customsIdOk(input: Parameters<typeof checkPccc>[0]): Promise<PcccCheckResult | string> {
  try {
    return await checkPccc(input);
  } catch (error) {
    return error instanceof ApiError ? error.message : applyCatalogue(error, pcccMessages).message;
  }
}

export const receipts = () => listPurchaseReceipts({ limit: 20 });

// @ts-expect-error the calls' input is typed: a limit is a number
void listPurchaseReceipts({ limit: true });

// The answers' types a host names: the signed-in person, a product list, a sign-in, a checked form.
export const person: () => Promise<UserInfo | undefined> = signedInUser;
export const found: () => Promise<StoreItemList> = () => searchStoreItems({ searchText: '운동화' });
export type SignIn = (input: LoginInput) => Promise<User>;
export const form = (checked: PcccForm) => checked.phone;

// A host's own coupon button: the claim, what to say when it is refused, and the coupons held.
export async function claim(couponCode: string): Promise<string> {
  try {
    const issued: CouponIssueResponse = await issueCoupon(couponCode);
    return issued.couponName;
  } catch (error) {
    return error instanceof ApiError ? error.displayMessage : couponIssueMessages.default;
  }
}
export const held = async (): Promise<number> => (await issuedCouponNums()).nums;
