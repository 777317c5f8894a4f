/* global require, module */
// Compiles the ES modules of ESM-only packages (ESM_PACKAGES in jest-base.ts) to CommonJS, which Jest on
// Node 20 needs. ts-jest cannot do it for `.mjs` files (TypeScript always emits ESM for them), so the file
// is compiled as if it were named `.js`.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads transformers as CommonJS
const ts = require('typescript');

module.exports = {
  process(sourceText, sourcePath) {
    const { outputText, sourceMapText } = ts.transpileModule(sourceText, {
      fileName: sourcePath.replace(/\.mjs$/, '.js'),
      compilerOptions: {
        allowJs: true,
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        sourceMap: true,
      },
    });
    return { code: outputText, map: sourceMapText };
  },
};
