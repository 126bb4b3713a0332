/** The success envelope of DESIGN.md: every 2xx body is { data }. */
export const ok = <T>(data: T) => ({ data });

export interface PageRequest {
  page: number;
  size: number;
}

/** The paged shape: zero-based `number`, `size` as asked. */
export const paged = <T>(content: T[], totalElements: number, { page, size }: PageRequest) =>
  ok({ content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size });

/** A list's answer from its page of rows and their total, for the page the query asked (`page`, `pageSize`). */
export const pagedAnswer = <T>(
  query: { page: number; pageSize: number },
  { content, total }: { content: T[]; total: number },
) => paged(content, total, { page: query.page, size: query.pageSize });
