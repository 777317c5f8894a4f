import { Logger } from '@nestjs/common';
import { TypeormLogger } from './typeorm-logger';

describe(TypeormLogger.name, () => {
  let sut: TypeormLogger;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    sut = new TypeormLogger();
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    errors.mockRestore();
  });

  it('should log a failed query with its error and statement but never its parameters', () => {
    const parameters = ['$argon2id$v=19$m=19456$secret-hash', 'marta@example.com', 'What I wrote tonight'];

    (sut.logQueryError as (error: unknown, query: string, parameters: unknown[]) => void)(
      new Error('duplicate key value violates unique constraint'),
      'UPDATE "users" SET "password_hash" = $1, "email" = $2 WHERE "id" = $3',
      parameters,
    );

    expect(errors).toHaveBeenCalledTimes(1);
    const logged = String(errors.mock.calls[0][0]);
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(logged).toContain('UPDATE "users"');
    for (const value of parameters) expect(logged).not.toContain(value);
  });
});
