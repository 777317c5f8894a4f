import { jsonNestsDeeperThan } from './json-nesting';

describe(jsonNestsDeeperThan.name, () => {
  it.each([
    ['a flat object', '{"a":1,"b":[1,2]}', 2, false],
    ['arrays exactly at the limit', '[[[]]]', 3, false],
    ['arrays one past the limit', '[[[[]]]]', 3, true],
    ['objects one past the limit', '{"a":{"a":{"a":{}}}}', 3, true],
    ['siblings that never nest deeply', '[[],[],[],[]]', 2, false],
    ['brackets inside a string', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '["\\\\",[[[]]]]', 3, true],
  ])('should answer %s correctly', (_name, text, max, expected) => {
    expect(jsonNestsDeeperThan(text, max)).toBe(expected);
    // The scanner agrees with the real parser about what the text is.
    expect(() => JSON.parse(text) as unknown).not.toThrow();
  });
});
