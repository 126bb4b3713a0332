import * as yup from 'yup';
import { MESSAGES } from '#domain/messages';
import { MAX_WHOLE_NUMBER } from '#domain/limits';
import type { RequestWith } from './validate';

/** A path id: anything but a positive whole number names no record (404, never a 500). */
export const idParam = () =>
  yup
    .number()
    .typeError(MESSAGES.notFound)
    .integer(MESSAGES.notFound)
    .positive(MESSAGES.notFound)
    .max(MAX_WHOLE_NUMBER, MESSAGES.notFound)
    .required(MESSAGES.notFound);

/** The params of a route whose path names one record by `:id`. */
export const idParams = yup.object({ id: idParam() });
/** A request to a route documenting `params: idParams`: its `:id` checked, a number. */
export type IdRequest = RequestWith<{ params: typeof idParams }>;

/** An id read leniently (a number, or its text); anything else, or past PostgreSQL's integer, is none. */
export const asId = (value: unknown) => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_WHOLE_NUMBER ? id : undefined;
};
