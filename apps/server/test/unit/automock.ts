/**
 * Every method of a class as a jest mock that throws until the test gives it an implementation
 * (`mockResolvedValue`, `mockImplementation`…), so a call the test did not expect fails it rather than passing
 * unnoticed. Nothing of the class runs: its constructor is not called. Getters and fields are left out.
 */
export function automock<T extends object>(type: abstract new (...args: never[]) => T): jest.Mocked<T> {
  const mock: Record<string, jest.Mock> = {};
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(type.prototype))) {
    if (name === 'constructor' || typeof descriptor.value !== 'function') continue;
    mock[name] = jest.fn(() => {
      throw new Error(`${type.name}.${name} was called without a mock implementation`);
    });
  }
  return mock as unknown as jest.Mocked<T>;
}
