export * from './config-common';
export * from './site-config.schema';
export * from './feature-config.schema';
export * from './config-issues';
