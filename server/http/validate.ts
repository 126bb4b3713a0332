import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { badRequest } from './errors';

/** Validates input with a src/domain yup schema; a failure is a 400 carrying the schema's SPEC texts. */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) input = {};
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const unique = [...new Set(error.errors)];
      throw badRequest(unique.length === 1 ? unique[0] : unique);
    }
    throw error;
  }
}
