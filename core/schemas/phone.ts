/** Korean mobile numbers (010-1234-5678, with or without hyphens), used by receive info and PCCC. */
export const KOREAN_MOBILE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;

/** Digits only, so numbers written with and without hyphens compare equal. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
