import type { Config } from 'jest';

// Browser tests: real Chromium (playwright-core) against the built server and client started by
// tools/e2e/run-e2e.mjs, which passes BASE_URL and CHROMIUM_PATH. Run them with `npx nx run client:test:e2e`.
const config: Config = {
  displayName: 'client:e2e',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // One browser per file, files in sequence: the journey is short and a shared server keeps it simple.
  maxWorkers: 1,
  testTimeout: 60_000,
};

export default config;
