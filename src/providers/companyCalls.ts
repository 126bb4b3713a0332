import type { BinaryResponse, HttpClient } from './httpClient';
import type { CompanyGroupFile, CompanyGroupRecord } from '#domain/records/companies';

/** SPEC §7 company-group is multipart (logo, registration certificate, import/export licence): a named call. */
export const companyCalls = (http: HttpClient) => ({
  saveCompanyGroup: (
    id: number | undefined,
    values: Record<string, unknown>,
    files: Partial<Record<CompanyGroupFile, File>>,
    onProgress?: (fraction: number) => void,
  ) => {
    const form = new FormData();
    Object.entries(values).forEach(
      ([name, value]) =>
        name !== 'version' && value !== undefined && value !== null && value !== '' && form.append(name, String(value)),
    );
    Object.entries(files).forEach(([name, file]) => file && form.append(name, file, file.name));
    // A multipart edit names the version it began from in If-Match: a group saved meanwhile answers 409.
    const { version } = values;
    const headers = id && typeof version === 'number' ? { 'If-Match': String(version) } : undefined;
    return http.request<CompanyGroupRecord>(id ? `/company-group/${id}` : '/company-group', {
      method: id ? 'PUT' : 'POST',
      body: form,
      headers,
      onUploadProgress: onProgress ?? (() => {}),
    });
  },
  downloadCompanyGroupFile: (groupId: number | string, fileId: number, inline = false) =>
    http.request<BinaryResponse>(`/company-group/${groupId}/file/${fileId}`, {
      query: { inline: inline || undefined },
      responseType: 'blob',
    }),
});
export type CompanyCalls = ReturnType<typeof companyCalls>;
