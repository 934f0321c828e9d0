/** The shared tracking constants of SPEC §9: the retry interval and the conversion codes. */

/** An event the app's tracker cannot take yet is tried again this often. */
export const TRACKING_RETRY_MS = 500;
/** How many times it is tried again (5 s in all) before it is given up. */
export const TRACKING_RETRY_LIMIT = 10;

/** Conversion codes the tracker reports: sign-up 2, cart 3, purchase 1. */
export const CONVERSION_CODES = { signUp: 2, cart: 3, purchase: 1 } as const;
export type ConversionKind = keyof typeof CONVERSION_CODES;
export type ConversionCode = (typeof CONVERSION_CODES)[ConversionKind];
