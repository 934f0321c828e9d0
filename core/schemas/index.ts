export * from './api-error.ts';
export * from './guide.ts';
export * from './link-tab.ts';
export * from './selection-frame.ts';
export * from './store-item.ts';
export * from './time-deal.ts';
export * from './user.ts';
