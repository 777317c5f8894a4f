import type { Config } from 'jest';
import { serverJestBase } from './test/jest-base';

// Integration tests: the whole app over HTTP against a real PostgreSQL. Each file gets its own database,
// cloned from a template that is migrated once in global setup.
const config: Config = {
  ...serverJestBase,
  displayName: 'server:integration',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 30_000,
};

export default config;
