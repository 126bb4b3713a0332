/**
 * yup-to-json-schema writes JSON Schema 2020-12; the API's document is OpenAPI 3.0, whose schema
 * dialect differs in a few words. This rewrites a converted schema into 3.0's: a numeric
 * `exclusiveMinimum` becomes `minimum` with `exclusiveMinimum: true`, a `null` among a type's or an
 * enum's values becomes `nullable`, and what 3.0 has no word for (`propertyNames`, an enum member that
 * is undefined or a yup reference such as "the same as password") is left out; validation itself stays yup's.
 */
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function exclusiveBound(schema: Schema, exclusive: 'exclusiveMinimum' | 'exclusiveMaximum') {
  const bound = schema[exclusive];
  if (typeof bound !== 'number') return;
  schema[exclusive === 'exclusiveMinimum' ? 'minimum' : 'maximum'] = bound;
  schema[exclusive] = true;
}

function nullableType(schema: Schema) {
  if (!Array.isArray(schema.type)) return;
  const types = schema.type.filter((type) => type !== 'null');
  if (types.length < schema.type.length) schema.nullable = true;
  if (types.length === 1) schema.type = types[0];
  else delete schema.type;
}

function primitiveEnum(schema: Schema) {
  if (!Array.isArray(schema.enum)) return;
  if (schema.enum.includes(null)) schema.nullable = true;
  // yup's oneOf may list undefined (an optional field) or a reference to another field: neither is a value.
  const values = schema.enum.filter((value) => ['string', 'number', 'boolean'].includes(typeof value));
  if (values.length) schema.enum = values;
  else delete schema.enum;
}

export function toOpenApi30<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(toOpenApi30) as T;
  if (!isSchema(schema)) return schema;
  const rewritten: Schema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, toOpenApi30(value)]));
  exclusiveBound(rewritten, 'exclusiveMinimum');
  exclusiveBound(rewritten, 'exclusiveMaximum');
  nullableType(rewritten);
  primitiveEnum(rewritten);
  delete rewritten.propertyNames;
  return rewritten as T;
}
