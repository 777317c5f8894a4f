import { COMMON_ERRORS } from './common.errors';
import { defineErrors } from './error-declarations';
import { composeErrorTable, type DomainErrorRegistry } from './error-table';

describe(composeErrorTable.name, () => {
  it('should key each declared answer by its code when the features declare distinct codes', () => {
    const sut = composeErrorTable({ common: COMMON_ERRORS } as DomainErrorRegistry);

    expect(sut).toMatchObject({
      NOT_FOUND: { graphql: 'NOT_FOUND', status: 404, message: 'Not found' },
      VALIDATION_FAILED: { graphql: 'BAD_USER_INPUT', status: 400 },
    });
    expect(Object.keys(sut)).toHaveLength(Object.keys(COMMON_ERRORS).length);
  });

  it('should refuse to start when two features declare the same code', () => {
    const again = defineErrors({ Missing: { code: 'NOT_FOUND', graphql: 'NOT_FOUND', status: 404 } });

    expect(() =>
      composeErrorTable({ common: COMMON_ERRORS, again } as unknown as DomainErrorRegistry),
    ).toThrow('The error code NOT_FOUND is declared twice');
  });
});
