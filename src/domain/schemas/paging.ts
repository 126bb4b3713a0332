import { MESSAGES } from '../messages';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../limits';
import { numberField } from './shipmentLocation';

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
