import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLSchema,
} from 'graphql';

/** One malformed request: what it is, and the request itself. */
export interface FuzzCase {
  name: string;
  /** Every value of this class must be refused (nothing stored), not merely answered without a 5xx. */
  mustRefuse: boolean;
}

export interface GraphqlFuzzCase extends FuzzCase {
  query: string;
  variables: Record<string, unknown>;
}

const NUL_TEXTS = ['\u0000', 'before\u0000after'];
const deepArray = (depth: number): unknown => (depth === 0 ? 'leaf' : [deepArray(depth - 1)]);
const deepObject = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: deepObject(depth - 1) });

/** Bad values for a text (or id) field, each with whether it must be refused. */
const BAD_TEXT: Array<[string, unknown, boolean]> = [
  ...NUL_TEXTS.map((text): [string, unknown, boolean] => [`NUL in ${JSON.stringify(text)}`, text, true]),
  ['an SQL fragment', "x' OR 1=1; --", false],
  ['a path', '../../../etc/passwd', false],
  ['an empty string', '', false],
  ['only spaces', '   ', false],
  ['a lone surrogate', '\uD800', false],
  ['100,000 characters', 'x'.repeat(100_000), false],
  ['a number', 1e308, true],
  ['an object', { $gt: '' }, true],
  ['a list', ['a'], false],
  ['a deep list', deepArray(20), true],
];

const BAD_INT: Array<[string, unknown, boolean]> = [
  ['1e308', 1e308, true],
  ['2^31', 2 ** 31, true],
  ['a negative number', -1, false],
  ['a fraction', 1.5, true],
  ['a numeric string', '10', true],
];

const BAD_BOOLEAN: Array<[string, unknown, boolean]> = [
  ['a string', 'yes', true],
  ['a number', 1, true],
];

const BAD_OBJECT: Array<[string, unknown, boolean]> = [
  ['a string instead of an object', 'x', true],
  ['a list instead of an object', [], false],
  ['an object 20 levels deep', deepObject(20), true],
];

/** Real ids of the caller's, by argument or field name, so fuzzed values get past "not found" to the rules. */
export type KnownIds = Partial<Record<'id' | 'conversationId' | 'entryId' | 'noteId', string>>;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A well-formed value of the type: a real id where one is known, short text, small numbers. */
function plausible(type: GraphQLInputType, name: string, ids: KnownIds): unknown {
  if (isNonNullType(type)) return plausible(type.ofType, name, ids);
  if (isListType(type)) return [plausible(type.ofType, name, ids)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, plausible(f.type, f.name, ids)]),
    );
  }
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  switch (named.name) {
    case 'ID':
      // An optional file stays absent: an unknown file would be refused before the rest is looked at.
      return name === 'fileId' ? null : (ids[name as keyof KnownIds] ?? UNKNOWN_ID);
    case 'Int':
      return 0;
    case 'Boolean':
      return false;
    default:
      return 'x';
  }
}

/** Values an enum does not have; GraphQL refuses them before any resolver runs. */
const BAD_ENUM: Array<[string, unknown, boolean]> = [
  ['an unknown enum value', 'NOT_A_VALUE', true],
  ['a number instead of an enum value', 1, true],
  ['an object instead of an enum value', { value: 'x' }, true],
];

function badValues(type: GraphQLInputType): Array<[string, unknown, boolean]> {
  const named = getNamedType(type);
  if (isInputObjectType(named)) return BAD_OBJECT;
  if (isEnumType(named)) return BAD_ENUM;
  if (!isScalarType(named)) return [];
  switch (named.name) {
    case 'String':
    case 'ID':
      return BAD_TEXT;
    case 'Int':
      return BAD_INT;
    case 'Boolean':
      return BAD_BOOLEAN;
    default:
      return []; // Upload travels as multipart, DateTime is output only.
  }
}

/** Every path into the arguments that holds a value: `input`, `input.answers.0.answer`, … */
function leaves(name: string, type: GraphQLInputType): Array<{ path: string[]; type: GraphQLInputType }> {
  const here = [{ path: [name], type }];
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    return [...here, ...leaves('0', inner.ofType).map((leaf) => ({ ...leaf, path: [name, ...leaf.path] }))];
  }
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).flatMap((field) => leaves(field.name, field.type));
    return [...here, ...fields.map((leaf) => ({ ...leaf, path: [name, ...leaf.path] }))];
  }
  return here;
}

function withValueAt(variables: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(variables);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

function operationText(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`);
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz(${declarations.join(', ')}) { ${field.name}(${passed.join(', ')})${selection} }`;
}

/** The queries and mutations whose arguments can be fuzzed over JSON (all but uploads). */
export function fuzzableFields(
  schema: GraphQLSchema,
): Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {})
      .filter(
        (field) => field.args.length > 0 && !field.args.some((a) => getNamedType(a.type).name === 'Upload'),
      )
      .map((field) => ({ kind, field })),
  );
}

/**
 * For every fuzzable query and mutation: the operation with plausible values, once for every bad value of
 * every argument and input field, the others left plausible.
 */
export function graphqlArgumentCases(schema: GraphQLSchema, ids: KnownIds): GraphqlFuzzCase[] {
  return fuzzableFields(schema).flatMap(({ kind, field }) => {
    const query = operationText(kind, field);
    const base = Object.fromEntries(field.args.map((arg) => [arg.name, plausible(arg.type, arg.name, ids)]));
    return field.args
      .flatMap((arg) => leaves(arg.name, arg.type))
      .flatMap(({ path, type }) =>
        badValues(type).map(([label, value, mustRefuse]) => ({
          name: `${field.name}: ${path.join('.')} is ${label}`,
          mustRefuse,
          query,
          variables: withValueAt(base, path, value),
        })),
      );
  });
}
