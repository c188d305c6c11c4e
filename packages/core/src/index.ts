export * from './constants';
export * from './schemas';
export * from './money';
export * from './cart';
export * from './order-status';
export * from './dates';
export * from './messages';
export * from './email-rows';
