/** One call of a repository method for its SQL snapshot: example arguments, named when there are several. */
export interface SqlExample<P extends unknown[] = unknown[]> {
  /** Says what the example shows (e.g. which branch it takes); needed when a method has several. */
  name?: string;
  params: P;
}

const examplesByMethod = new WeakMap<object, readonly SqlExample[]>();

/**
 * Marks a repository method for `npm run sql:snapshot`, which calls it with each example's arguments (against
 * the rows of `sql-examples.ts`, in a transaction rolled back) and writes the statements it sends to
 * `src/queries/<file>.sql`. No example: the method is called without arguments. The arguments are checked
 * against the method's parameters.
 */
export function Sql<P extends unknown[]>(...examples: Array<SqlExample<P>>) {
  return (
    _target: object,
    _method: string | symbol,
    descriptor: { value?: (...args: P) => Promise<unknown> },
  ): void => {
    if (descriptor.value)
      examplesByMethod.set(descriptor.value, examples.length > 0 ? examples : [{ params: [] }]);
  };
}

/** The examples a method was marked with; undefined when it was not. */
export function sqlExamplesOf(method: unknown): readonly SqlExample[] | undefined {
  return typeof method === 'function' ? examplesByMethod.get(method) : undefined;
}
