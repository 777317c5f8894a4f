export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const isJsonObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy whose object keys are in the order `order` gives (the rest sorted), for a byte-stable file. */
export function sortKeys(value: JsonValue, order: (keys: string[]) => string[] = (k) => k.sort()): JsonValue {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, order));
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(order(Object.keys(value)).map((key) => [key, sortKeys(value[key], order)]));
}

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, which has no `nullable` (an OpenAPI 3.0 keyword that
 * @nestjs/swagger still writes): `type: 'string', nullable: true` becomes `type: ['string', 'null']`, and a
 * nullable reference `anyOf: [ref, {type: 'null'}]`. Walks the whole document.
 */
export function withoutNullable(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(withoutNullable);
  if (!isJsonObject(value)) return value;
  const { nullable: isNullable, ...rest } = value;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, v]) => [key, withoutNullable(v)]));
  if (isNullable !== true) return converted;
  const composed = converted.allOf !== undefined || converted.$ref !== undefined;
  if (!composed && typeof converted.type === 'string') {
    const nullable: JsonObject = { ...converted, type: [converted.type, 'null'] };
    if (Array.isArray(converted.enum)) nullable.enum = [...converted.enum, null];
    return nullable;
  }
  // @nestjs/swagger writes a nullable reference as `type: 'object', allOf: [ref]`: the type goes with it.
  const { description, type: _type, ...schema } = converted;
  return {
    ...(description === undefined ? {} : { description }),
    anyOf: [
      composed && schema.allOf && Object.keys(schema).length === 1 ? singleRef(schema) : schema,
      { type: 'null' },
    ],
  };
}

/** `{allOf: [x]}` is just `x`. */
function singleRef(schema: JsonObject): JsonValue {
  const allOf = schema.allOf;
  return Array.isArray(allOf) && allOf.length === 1 ? allOf[0] : schema;
}
