import type { FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';

/**
 * The form's resolver: the domain schema checks the fields and puts SPEC's texts at them; `raw`
 * keeps the values as typed (a date stays 'YYYY-MM-DD' rather than becoming a Date).
 * An error of the whole record (a cross-field rule, which yup reports without a path) is shown at
 * `rootErrorField`, so it is read beside the inputs it is about.
 */
export function schemaResolver(schema: AnyObjectSchema, rootErrorField?: string): Resolver<FieldValues> {
  const resolve = yupResolver(schema, undefined, { raw: true }) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (!rootErrorField) return result;
    const errors = result.errors as Record<string, unknown>;
    const root = errors[''] ?? errors.undefined;
    if (!root) return result;
    const { '': _blank, undefined: _undefined, ...fields } = errors;
    return { values: {}, errors: { ...fields, [rootErrorField]: fields[rootErrorField] ?? root } } as Awaited<
      ReturnType<Resolver<FieldValues>>
    >;
  };
}

/**
 * What is sent on save: only the fields the schema knows, so an edit does not post back the record's
 * read-only parts (id, names, status, dates). A field the form never held (undefined) is left out; an
 * input the user cleared holds null (react-admin's parse), which is sent and clears the value.
 */
export const keepSchemaFields = (schema: AnyObjectSchema) => (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(schema.fields)
      .filter((key) => data[key] !== undefined)
      .map((key) => [key, data[key]]),
  );
