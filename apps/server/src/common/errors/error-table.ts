import type { COMMON_ERRORS } from './common.errors';
import type { ErrorDeclarations, ErrorMapping } from './error-declarations';

/**
 * The declared errors of every feature, by feature. common/ names only its own; each feature adds its entry
 * from its `*.errors.ts`, beside the declaration:
 *
 *     declare module 'src/common/errors/error-table' {
 *       interface DomainErrorRegistry { files: typeof FILE_ERRORS }
 *     }
 *
 * So common/ imports no feature, a DomainError takes exactly the declared codes, and the table the app
 * composes from the declarations (app/error-table.ts) does not compile while it leaves a feature out.
 */
export interface DomainErrorRegistry {
  common: typeof COMMON_ERRORS;
}

type CodeOf<Declarations> = Declarations extends ErrorDeclarations
  ? Declarations[keyof Declarations]['code']
  : never;

/** Every code a service may throw: the union of the features' declarations. */
export type DomainErrorCode = CodeOf<DomainErrorRegistry[keyof DomainErrorRegistry]>;

/** Turns a domain error into a GraphQL code and an HTTP status: every declared code has its entry. */
export type ErrorTable = Readonly<Record<DomainErrorCode, ErrorMapping>>;

/** One table from the features' declarations. A code declared twice stops the app at start. */
export function composeErrorTable(registry: DomainErrorRegistry): ErrorTable {
  const table = new Map<string, ErrorMapping>();
  for (const declarations of Object.values(registry) as ErrorDeclarations[]) {
    for (const { code, ...mapping } of Object.values(declarations)) {
      if (table.has(code)) throw new Error(`The error code ${code} is declared twice`);
      table.set(code, mapping);
    }
  }
  return Object.fromEntries(table) as ErrorTable;
}
