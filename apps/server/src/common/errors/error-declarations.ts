/** The `extensions.code` values a GraphQL client can meet. */
export type GraphqlErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** How one domain error code is answered, on GraphQL and on HTTP. */
export interface ErrorMapping {
  graphql: GraphqlErrorCode;
  status: number;
  /** What is said when the error brings no message of its own (a framework error known by its status). */
  message?: string;
}

/** One error code of a feature and how it is answered. */
export interface ErrorDeclaration extends ErrorMapping {
  code: string;
}

/** A feature's error codes, by the name its code uses (`NotFound`). */
export type ErrorDeclarations = Readonly<Record<string, ErrorDeclaration>>;

/**
 * Declares a feature's error codes with their answers, in the feature's own `*.errors.ts`. The literal types
 * are kept (`'FILE_NOT_FOUND'`, not `string`), so the app's union of codes is exact.
 */
export function defineErrors<const T extends ErrorDeclarations>(declarations: T): T {
  return declarations;
}

/** `{ NotFound: 'FILE_NOT_FOUND', … }`: the codes services throw, by name (`FileErrorCode.NotFound`). */
export function codesOf<const T extends ErrorDeclarations>(
  declarations: T,
): { readonly [Name in keyof T]: T[Name]['code'] } {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [name, declaration.code]),
  ) as { readonly [Name in keyof T]: T[Name]['code'] };
}
