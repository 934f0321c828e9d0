// The fixed accounts of the reference API; tests and the demo login page use them.
import type { User } from '../../core/schemas/user.ts';

export const DEMO_PASSWORD = 'selection1234';

export type DemoUserKey = 'buyer1' | 'buyer2' | 'seller';

/** A demo account without its token (tokens are minted at login). */
export type DemoAccount = Omit<User, 'auth'>;

export const DEMO_USERS: Readonly<Record<DemoUserKey, DemoAccount>> = {
  buyer1: {
    email: 'buyer1@example.com',
    userId: '65a000000000000000000001',
    username: '민지',
    phone: '010-1234-0001',
    loginType: 'EMAIL',
    role: 'BUYER',
  },
  buyer2: {
    email: 'buyer2@example.com',
    userId: '65a000000000000000000002',
    username: '서준',
    phone: '010-1234-0002',
    loginType: 'EMAIL',
    role: 'BUYER',
  },
  seller: {
    email: 'seller@example.com',
    userId: '65a000000000000000000003',
    username: '도쿄마켓',
    phone: '010-1234-0003',
    loginType: 'EMAIL',
    role: 'SELLER',
  },
};

export const DEMO_EMAILS: Readonly<Record<DemoUserKey, string>> = {
  buyer1: DEMO_USERS.buyer1.email,
  buyer2: DEMO_USERS.buyer2.email,
  seller: DEMO_USERS.seller.email,
};

export const DEMO_USER_IDS: Readonly<Record<DemoUserKey, string>> = {
  buyer1: DEMO_USERS.buyer1.userId,
  buyer2: DEMO_USERS.buyer2.userId,
  seller: DEMO_USERS.seller.userId,
};

export function findDemoUserByEmail(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(DEMO_USERS).find((user) => user.email === wanted);
}

export function findDemoUserById(userId: string): DemoAccount | undefined {
  return Object.values(DEMO_USERS).find((user) => user.userId === userId);
}

/**
 * The demo operator: not a shopper account (it cannot sign in as itself), only the one who may use
 * login-as (`POST /api_base/auth/app/login-as`) to act as a demo user with tracking off.
 */
export const DEMO_OPERATOR_EMAIL = 'operator@example.com';
