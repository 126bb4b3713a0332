import type { CompanyGroupFile } from '#domain/records/companies';

/** What each of a group's files is called on screen. */
export const GROUP_FILE_LABELS: Record<CompanyGroupFile, string> = {
  logo: 'Logo',
  companyRegistrationCertificate: 'Registration certificate',
  importExportLicense: 'Import/export licence',
};
