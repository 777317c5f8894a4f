import { Logger } from '@nestjs/common';
import { DomainError } from 'src/common/errors/domain-error';
import type { DomainErrorCode } from 'src/common/errors/error-table';
import { toProblem } from 'src/common/errors/to-problem';
import { ERROR_TABLE } from './error-table';

describe('ERROR_TABLE', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each(Object.entries(ERROR_TABLE) as Array<[DomainErrorCode, (typeof ERROR_TABLE)[DomainErrorCode]]>)(
    'should map the domain code %s as its feature declared when a service throws it',
    (code, mapping) => {
      const loggedErrors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

      const sut = toProblem(new DomainError(code, 'A message for the user'), ERROR_TABLE);

      expect(sut).toEqual({
        code,
        message: 'A message for the user',
        status: mapping.status,
        graphqlCode: mapping.graphql,
      });
      expect(loggedErrors).not.toHaveBeenCalled();
    },
  );
});
