import {
  getNamedType,
  getNullableType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { Route } from './routes';
import type { GraphqlBody, HttpResult, TestApp } from './test-app';
import { graphqlMultipart } from './uploads';

// Probes: the smallest valid call of every GraphQL operation and REST route, generated from the schema and
// the route table, so that tests of a rule for all of them (deny-by-default in schema.e2e-spec.ts, token
// scopes in access-token-scopes.e2e-spec.ts) cannot miss one.

const ZERO_ID = '00000000-0000-0000-0000-000000000000';

export interface Operation {
  coordinate: string;
  kind: 'query' | 'mutation' | 'subscription';
  field: GraphQLField<unknown, unknown>;
}

export function listOperations(schema: GraphQLSchema): Operation[] {
  const roots: Array<[Operation['kind'], GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {})
      .map((field) => ({ coordinate: `${type?.name}.${field.name}`, kind, field }))
      .sort((a, b) => a.coordinate.localeCompare(b.coordinate)),
  );
}

/** The smallest valid operation for one root field: required arguments filled with dummies, `__typename` selected. */
export function buildProbe({ kind, field }: Operation): string {
  const required = requiredArgs(field);
  const uploads = required.filter(isUploadArg);
  const variables = uploads.length
    ? `(${uploads.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})`
    : '';
  const args = required.length
    ? `(${required
        .map((arg) => {
          const value = isUploadArg(arg)
            ? `$${arg.name}`
            : dummyLiteral(arg.type, `${field.name}(${arg.name}:)`);
          return `${arg.name}: ${value}`;
        })
        .join(', ')})`
    : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Probe${variables} { ${field.name}${args}${selection} }`;
}

const requiredArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

// The `Upload` scalar has no literal form: probes declare such arguments as variables and send a GraphQL
// multipart request with a tiny file for each (graphqlMultipart adds the apollo-require-preflight header).
const UPLOAD_SCALAR = 'Upload';
const PROBE_FILE = { bytes: Buffer.from('probe'), name: 'probe.txt', declaredType: 'text/plain' };

const isUploadArg = (arg: GraphQLArgument) => {
  const type = getNullableType(arg.type);
  return isScalarType(type) && type.name === UPLOAD_SCALAR;
};

/** Sends a probe over HTTP: as JSON, or as a multipart request when it takes files. */
export function sendProbe(app: TestApp, op: Operation, token?: string): Promise<HttpResult<GraphqlBody>> {
  const uploads = requiredArgs(op.field).filter(isUploadArg);
  if (uploads.length === 0) return app.gql(buildProbe(op), {}, token);
  return graphqlMultipart(
    app,
    buildProbe(op),
    Object.fromEntries(uploads.map((arg) => [arg.name, PROBE_FILE])),
    { token },
  );
}

// Custom scalars the probes know how to fake. A new scalar fails the probe until it is added here.
const CUSTOM_SCALAR_DUMMIES: Record<string, string> = {
  DateTime: '"2020-01-01T00:00:00.000Z"',
};

function dummyLiteral(type: GraphQLInputType, where: string): string {
  if (isNonNullType(type)) return dummyLiteral(type.ofType, where);
  if (isListType(type)) return `[${dummyLiteral(type.ofType, where)}]`;
  if (isEnumType(type)) {
    const first = type.getValues()[0];
    if (!first) throw new Error(`Probe generator: enum ${type.name} has no values (${where})`);
    return first.name;
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const needed = type.isOneOf
      ? fields.slice(0, 1)
      : fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${needed.map((f) => `${f.name}: ${dummyLiteral(f.type, `${where}.${f.name}`)}`).join(', ')} }`;
  }
  switch (type.name) {
    case 'String':
      return '"x"';
    case 'Int':
      return '1';
    case 'Float':
      return '1.5';
    case 'Boolean':
      return 'true';
    case 'ID':
      return `"${ZERO_ID}"`;
  }
  const custom = CUSTOM_SCALAR_DUMMIES[type.name];
  if (custom) return custom;
  if (type.name === UPLOAD_SCALAR) {
    throw new Error(`Probe generator: an Upload can only be a direct argument, not nested (${where})`);
  }
  throw new Error(
    `Probe generator: no dummy value for scalar ${type.name} (${where}); add one to CUSTOM_SCALAR_DUMMIES`,
  );
}

export function summarize(body: GraphqlBody): { codes: string[]; reasons: string[]; messages: string[] } {
  const errors = body.errors ?? [];
  return {
    codes: errors.map((e) => e.extensions?.code ?? '(none)'),
    reasons: errors.map((e) => e.extensions?.reason ?? '(none)'),
    messages: errors.map((e) => e.message),
  };
}

/** Calls a route with its parameters filled with a zero UUID and, for methods with one, an empty JSON body. */
export function sendRouteProbe(app: TestApp, route: Route, token?: string): Promise<Response> {
  const url = route.path.replace(/:[^/]+/g, ZERO_ID).replace(/\*/g, 'x');
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  return fetch(`${app.baseUrl}${url}`, {
    method: route.method,
    headers: {
      ...(withBody ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: withBody ? '{}' : undefined,
  });
}
