import { Pagination } from 'react-admin';
import { pageSizeOptionsOf } from './grid/gridColumns';

/**
 * A list's pager offering its SPEC §9 page size first, then larger pages up to the API's maximum.
 * react-admin's own choices (5, 10, 25, 50) lack 4 and 20, which left the "Rows per page" box blank.
 */
export function ListPagination({ size, also = [] }: { size: number; also?: readonly number[] }) {
  return <Pagination rowsPerPageOptions={pageSizeOptionsOf(size, also)} />;
}
