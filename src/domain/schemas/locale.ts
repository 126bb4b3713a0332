import * as yup from 'yup';
import { MESSAGES } from '../messages';

/**
 * yup's default texts echo the field name or the input back and are not SPEC's: a rule written
 * without its own message answers with SPEC's text for that kind of mistake.
 */
yup.setLocale({
  mixed: { notType: MESSAGES.fillRequired, required: MESSAGES.fillRequired, oneOf: MESSAGES.invalidOption },
  number: { integer: MESSAGES.wholeNumber, positive: MESSAGES.mustBePositive, max: MESSAGES.numberTooLarge },
  string: { max: MESSAGES.textTooLong },
});

/** A string that is trimmed only when it is one: yup's own trim() throws on objects and arrays. */
export const trimmedString = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    // NUL can travel in JSON but can never be stored in PostgreSQL text: refused, not silently dropped.
    .test(
      'no-nul',
      MESSAGES.invalidCharacters,
      (value) => value === undefined || value === null || !value.includes('\u0000'),
    );
