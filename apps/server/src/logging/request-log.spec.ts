import { operationNameOf } from './request-log';

describe(operationNameOf.name, () => {
  it('should read the operation name from a JSON body, multipart operations or a GET query', () => {
    expect(operationNameOf({ body: { operationName: 'Me' }, query: {} })).toBe('Me');
    expect(operationNameOf({ body: undefined, query: { operationName: 'Search_2' } })).toBe('Search_2');
  });

  it.each([
    ['no name', { query: '{ me { id } }' }],
    ['a name that is no GraphQL name', { operationName: 'Me"}\n{"level":60' }],
    ['a name that is not text', { operationName: { $gt: '' } }],
    ['an overlong name', { operationName: 'A'.repeat(101) }],
  ])('should give nothing for %s, so a caller cannot write into the log', (_case, body) => {
    expect(operationNameOf({ body, query: {} })).toBeUndefined();
  });
});
