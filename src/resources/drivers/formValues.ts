import type { AnyObject, ObjectSchema } from 'yup';

/**
 * The values a form sends: only the fields its schema knows, so an edit does not post back the
 * record's read-only parts (names, status, dates). Shared by the drivers, vehicles and fleets forms.
 */
export const onlySchemaFields =
  <T extends AnyObject>(schema: ObjectSchema<T>) =>
  (data: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.keys(schema.fields).filter((key) => key in data).map((key) => [key, data[key]]));
