import { MESSAGES } from '../messages';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../limits';
import * as yup from 'yup';
import { dateField, numberField, untilDateField } from './shipmentLocation';

/**
 * The paging fields of every list query: a zero-based page (0 by default) and a page size of 1 to
 * MAX_PAGE_SIZE (the list's own size by default). Spread them into the list's query schema.
 */
export const pageFields = (defaultPageSize: number) => ({
  page: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(0, MESSAGES.notNegative)
    .max(MAX_PAGE, MESSAGES.numberTooLarge)
    .default(0),
  pageSize: numberField()
    .integer(MESSAGES.wholeNumber)
    .min(1, MESSAGES.pageSizeRange)
    .max(MAX_PAGE_SIZE, MESSAGES.pageSizeRange)
    .default(defaultPageSize),
});

/** A time range over a time column: `toDate` (a bare date meaning its whole day) may not come before `fromDate`. */
export const timeRangeFields = () => ({
  fromDate: dateField(),
  toDate: untilDateField().test('after-from', MESSAGES.toDateBeforeFromDate, function check(to) {
    const from = (this.parent as { fromDate?: Date }).fromDate;
    return !to || !from || to.getTime() >= from.getTime();
  }),
});

const SORT_ORDERS = ['ASC', 'DESC'] as const;
/** A sort direction in any case ("asc" reads as ASC), newest first by default. */
export const sortOrderField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value !== '' ? value.toUpperCase() : undefined))
    .oneOf(SORT_ORDERS, MESSAGES.invalidOption)
    .default('DESC');
