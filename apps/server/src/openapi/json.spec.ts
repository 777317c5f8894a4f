import { sortKeys, withoutNullable } from './json';

describe(withoutNullable.name, () => {
  it('should add null to the type and the enum when a typed schema is nullable', () => {
    expect(withoutNullable({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
  });

  it('should offer null beside the reference when a referenced schema is nullable', () => {
    const sut = {
      type: 'object',
      nullable: true,
      description: 'd',
      allOf: [{ $ref: '#/components/schemas/X' }],
    };

    expect(withoutNullable(sut)).toEqual({
      description: 'd',
      anyOf: [{ $ref: '#/components/schemas/X' }, { type: 'null' }],
    });
  });

  it('should leave a schema as it is when it is not nullable, however deep', () => {
    const sut = { properties: { a: { type: 'integer', nullable: false } }, required: ['a'] };

    expect(withoutNullable(sut)).toEqual({ properties: { a: { type: 'integer' } }, required: ['a'] });
  });
});

describe(sortKeys.name, () => {
  it('should sort object keys at every depth and keep array order when no order is given', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: { d: [3, 1], c: 2 } }))).toBe('{"a":{"c":2,"d":[3,1]},"b":1}');
  });
});
