import { containsNulCharacter } from './nul-character';

describe(containsNulCharacter.name, () => {
  it.each([
    ['a plain string', 'a\u0000b'],
    ['a string in an array', ['ok', 'a\u0000']],
    ['a nested object value', { input: { answers: [{ answer: '\u0000' }] } }],
    ['an object key', { ['a\u0000']: 1 }],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { a: '\u0000' })],
  ])('should find the NUL character when it is in %s', (_name, value) => {
    expect(containsNulCharacter(value)).toBe(true);
  });

  it.each([
    ['text', 'Summer at the lake'],
    ['the escaped form written out', 'a\\u0000b'],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: undefined }],
    [
      'a class instance (an upload) holding one',
      new (class Upload {
        name = '\u0000';
      })(),
    ],
  ])('should find nothing when the value is %s', (_name, value) => {
    expect(containsNulCharacter(value)).toBe(false);
  });
});
