export * from './limits';
export * from './messages';
export * from './config';
export * from './account-rules';
export * from './theme-boot';
export * from './time-zone';
