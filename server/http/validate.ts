import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { MESSAGES } from '#domain/messages';
import { badRequest } from './errors';

/** NUL, or half of a UTF-16 surrogate pair: JSON can carry both, PostgreSQL can store neither. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL cannot take, anywhere in a validated value (nested JSON included): text columns
 * refuse NUL, json columns refuse both, and the driver would silently turn a lone surrogate into U+FFFD.
 */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object' || value instanceof Date) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item, depth + 1));
}

/** Validates input with a src/domain yup schema; a failure is a 400 carrying the schema's SPEC texts. */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) input = {};
  try {
    const valid = await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
    if (holdsUnstorableText(valid)) throw badRequest(MESSAGES.invalidCharacters);
    return valid;
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

/** Answers remembered by schema, newest last; a query's text → its validated value. */
const rememberedAnswers = new WeakMap<AnyObjectSchema, Map<string, object>>();
const REMEMBERED_PER_SCHEMA = 1000;

/**
 * validate() for a query string or path parameters (flat text, no context), remembered: the lists and
 * detail pages are read with the same few queries over and over, and yup took a tenth of their CPU.
 * Each caller gets its own copy of the value; a refused input is checked again every time.
 */
export async function validateQuery<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  const key = JSON.stringify(input ?? null);
  let answers = rememberedAnswers.get(schema);
  if (!answers) rememberedAnswers.set(schema, (answers = new Map()));
  const known = answers.get(key);
  if (known) return { ...known } as InferType<S>;
  const valid = await validate(schema, input);
  if (answers.size >= REMEMBERED_PER_SCHEMA) answers.delete(answers.keys().next().value!);
  answers.set(key, { ...valid });
  return valid;
}
