import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (driverError: Error) => Object.assign(new Error('Query failed'), { driverError });

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    [
      'a server shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a driver error wrapped by TypeORM', wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))],
  ])('should say unavailable when given %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a bad uuid', wrapped(withCode('invalid input syntax for type uuid', '22P02'))],
    ['a programming error', new TypeError('x is undefined')],
    ['a string', 'Connection terminated'],
    ['nothing', undefined],
  ])('should not say unavailable when given %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
