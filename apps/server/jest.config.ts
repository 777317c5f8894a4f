import type { Config } from 'jest';
import { serverJestBase } from './test/jest-base';

// Unit tests: one class at a time, next to the file they test. No database.
const config: Config = {
  ...serverJestBase,
  displayName: 'server:unit',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

export default config;
