import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';

/**
 * The building blocks of every record the API answers (JSON Schema through TypeBox). One declaration
 * gives three things: the route's `response` schema, so Fastify serialises with its compiled
 * serialiser and drops any field not declared; the OpenAPI document; and the record's TypeScript type,
 * imported by the portal's calls, the server's mappers and the API tests.
 */
export const Id = Type.Integer({ minimum: 1 });

/** A moment: a Date on the server, an ISO 8601 text on the wire and in the portal. */
export const DateTime = Type.String({ format: 'date-time' });
/** A day: 'YYYY-MM-DD'. */
export const Day = Type.String({ format: 'date' });

/** Bumped by every change; an edit sends the one it began from (server/http/versioned.ts). */
export const Version = Type.Integer({
  minimum: 1,
  description: 'Bumped by every change; send it back with an edit to refuse a stale one (409)',
});

type Primitive = 'string' | 'integer' | 'number' | 'boolean';
/**
 * A value or null. Written as a type list, not anyOf: the compiled serialiser picks a branch of anyOf
 * by validating the value, which a Date (a date-time string on the wire) would fail.
 */
export const Nullable = <T extends TSchema & { type: Primitive }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

export const Text = Type.String();
export const NullableText = Nullable(Type.String());
export const NullableId = Nullable(Type.Integer({ minimum: 1 }));
export const IdList = Type.Array(Type.Integer({ minimum: 1 }));

/** One of a domain list's values (a SPEC code or name). */
export const OneOf = <T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));
/** One of a domain list's values, or null: a type list with an enum, not anyOf (see Nullable). */
export const NullableOneOf = <T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T | null>({
    type: [typeof values[0] === 'string' ? 'string' : 'integer', 'null'],
    enum: [...values, null],
  });
/** An object or null, as a type list too: anyOf would try the object against a Date it holds, and fail. */
export const NullableObject = <T extends TObject>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });

export const Count = Type.Integer({ minimum: 0 });
