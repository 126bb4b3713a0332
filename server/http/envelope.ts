/** The success envelope of DESIGN.md: every 2xx body is { data }. */
export const ok = <T>(data: T) => ({ data });

export interface PageRequest {
  page: number;
  size: number;
}

/** The paged shape: zero-based `number`, `size` as asked. */
export const paged = <T>(content: T[], totalElements: number, { page, size }: PageRequest) =>
  ok({ content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size });
