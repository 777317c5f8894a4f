import type { Config } from 'jest';

// ESM-only packages that Jest on Node 20 cannot require: ts-jest compiles them to CommonJS for tests.
const ESM_PACKAGES = ['content-disposition'];

export const serverJestBase: Config = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^src/(.*)$': '<rootDir>/src/$1',
    '^test/(.*)$': '<rootDir>/test/$1',
    '^@app/schema$': '<rootDir>/../../libs/schema/src/index.ts',
  },
};
