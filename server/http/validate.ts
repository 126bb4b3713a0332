import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { MESSAGES } from '../../src/domain/messages';
import { badRequest } from './errors';

/** Validates input with a src/domain yup schema; a failure is a 400 carrying the schema's SPEC texts. */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown, context?: Record<string, unknown>): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) input = {};
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof ValidationError) {
      const unique = [...new Set(error.errors)];
      throw badRequest(unique.length === 1 ? unique[0] : unique);
    }
    // A transform meeting a value of a shape it never expected is still bad input, not a server fault.
    if (error instanceof TypeError) throw badRequest(MESSAGES.fillRequired);
    throw error;
  }
}
