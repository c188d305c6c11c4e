export * from './common';
export * from './currency';
export * from './order';
export * from './user';
export * from './contact';
export * from './live-mode';
