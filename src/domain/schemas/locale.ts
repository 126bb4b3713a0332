import * as yup from 'yup';
import { MESSAGES } from '../messages';

/** yup's default texts echo the input back and are not SPEC's; a value of the wrong type gets SPEC's text. */
yup.setLocale({ mixed: { notType: MESSAGES.fillRequired } });

/** A string that is trimmed only when it is one: yup's own trim() throws on objects and arrays. */
export const trimmedString = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
