export * from './cart.ts';
export * from './login.ts';
export * from './option-change.ts';
export * from './pccc.ts';
export * from './validation.ts';
