import type { Config } from 'jest';

// ESM-only packages that Jest on Node 20 cannot require (the server itself loads them with Node's
// require(esm)): compiled to CommonJS for tests. file-type brings its ESM dependencies, graphql-upload
// fs-capacitor, micromark (the digest mail's Markdown) its micromark-* parts and their helpers. (pdf-parse
// needs none of this: it runs in a worker thread, outside Jest's module system.) Each is a pattern.
const ESM_PACKAGES = [
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
  'graphql-upload',
  'fs-capacitor',
  'micromark[a-z-]*',
  'decode-named-character-reference',
  'character-entities',
  'devlop',
];

export const serverJestBase: Config = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    '^.+\\.m?js$': '<rootDir>/test/esm-to-cjs.transform.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^src/(.*)$': '<rootDir>/src/$1',
    '^test/(.*)$': '<rootDir>/test/$1',
    '^@app/schema$': '<rootDir>/../../libs/schema/src/index.ts',
  },
};
