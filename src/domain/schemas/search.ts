import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { SEARCH } from '../limits';

/** GET /search?q=: what the caller typed (a reference, a name, a phone number, a plate…). */
export const searchQuerySchema = yup.object({
  q: yup
    .string()
    .trim()
    .required(MESSAGES.searchTermLength)
    .min(SEARCH.minChars, MESSAGES.searchTermLength)
    .max(SEARCH.maxChars, MESSAGES.searchTermLength),
});
