import type { CompanyGroupFile } from '#domain/records/companies';

/** What each of a group's files is called on screen (message keys). */
export const GROUP_FILE_LABELS: Record<CompanyGroupFile, string> = {
  logo: 'app.people.companyGroups.files.logo',
  companyRegistrationCertificate: 'app.people.companyGroups.files.companyRegistrationCertificate',
  importExportLicense: 'app.people.companyGroups.files.importExportLicense',
};
