import { Pagination } from 'react-admin';
import { MAX_PAGE_SIZE } from '../domain/limits';

/**
 * A list's pager offering its SPEC §9 page size first, then larger pages up to the API's maximum.
 * react-admin's own choices (5, 10, 25, 50) lack 4 and 20, which left the "Rows per page" box blank.
 */
export function ListPagination({ size, also = [] }: { size: number; also?: readonly number[] }) {
  const options = [...new Set([size, ...also, 50, MAX_PAGE_SIZE])].filter((n) => n >= size && n <= MAX_PAGE_SIZE).sort((a, b) => a - b);
  return <Pagination rowsPerPageOptions={options} />;
}
