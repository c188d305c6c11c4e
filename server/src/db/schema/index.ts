export * from './auth';
export * from './branches';
export * from './currencies';
export * from './orders';
export * from './mail';
export * from './misc';
export * from './rate-alerts';
export * from './till';
