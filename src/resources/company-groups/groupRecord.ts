import type { CompanyGroupRecord, CompanyGroupSummary } from '#domain/records/companies';

/**
 * A group as its show and edit pages hold it: react-admin first gives them the list's row (it fills
 * its getOne cache from the list), without the address, province, operational cities or files, then
 * the whole group.
 */
export type CompanyGroupOnScreen = CompanyGroupSummary & Partial<CompanyGroupRecord>;
