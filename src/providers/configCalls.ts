import type { GridChoice } from '../domain/gridChoices';
import type { ConfigEntry } from '../domain/clientConfig';
import type { CaseStatus } from '../domain/verification';
import type { HttpClient } from './httpClient';

/* SPEC §7 Config and Verification: the staff review queue, config entries, verification-config and e-mail notifications. */

/** One row of GET /verification (oldest first). */
export interface VerificationCaseRow {
  id: number;
  partnerId: number;
  partnerName: string | null;
  partnerPhone: string | null;
  status: CaseStatus;
  submittedAt: string | null;
  waitingHours: number | null;
  documentCount: number;
  pendingDocuments: number;
  decidedAt: string | null;
  reason: string | null;
}

export interface DocumentReview {
  status: CaseStatus | string | null;
  reason: string | null;
  reviewedAt: string | null;
  reviewedByName: string | null;
}

export interface VerificationDocument {
  id: number;
  documentTypeId: number;
  documentTypeName: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
  review: DocumentReview | null;
}

/** GET /verification/:id. */
export interface VerificationCase extends VerificationCaseRow {
  data: Record<string, string | number | null> | null;
  documents: VerificationDocument[];
  requiredDocumentTypeIds: number[];
  missingDocumentTypeIds: number[];
}

export interface VerificationPage {
  content: VerificationCaseRow[];
  totalElements: number;
}

export interface Decision {
  status: 'APPROVED' | 'REJECTED';
  reason?: string;
}

export interface VerificationConfigItem {
  documentTypeId: number;
  documentTypeName?: string | null;
  required: boolean;
}

export interface EmailNotifications {
  events: string[];
  emails: string[];
}

/** A paged answer, or a bare array from an API that answers the whole list. */
const asPage = (answer: VerificationPage | VerificationCaseRow[] | null): VerificationPage =>
  Array.isArray(answer) ? { content: answer, totalElements: answer.length } : { content: answer?.content ?? [], totalElements: answer?.totalElements ?? 0 };

/** GET company v1 configurations: a company's billing set-up, e-mail notifications and contractual shipments. */
export interface CompanyConfiguration {
  companyId: number;
  companyName: string;
  isContractualAllowed: boolean;
  billing: { billingCycle: string; taxPercent: number; dueDays: number; billableChargeTypeIds: number[]; invoiceEmail: string | null; attachBillT: boolean } | null;
  emailNotifications: { events: string[]; emails: string[] };
}

export const configCalls = (http: HttpClient) => ({
  /** SPEC §7 config v2: the signed-in user's own colours; null puts the client's back. */
  saveMyTheme: (userId: number, theme: { primary: string; secondary: string } | null) =>
    http.request<{ userId: number; preferences: { theme?: { primary?: string; secondary?: string; mode?: 'light' | 'dark' } } }>(`/config/v2/${userId}`, { method: 'POST', body: { theme } }),
  /** SPEC §7 config v2: one list's column choices (null: back to its declared columns), other lists kept. */
  saveMyGridChoice: (userId: number, list: string, choice: GridChoice | null) =>
    http.request<{ userId: number; preferences: { grids?: Record<string, GridChoice> } }>(`/config/v2/${userId}`, { method: 'POST', body: { grids: { [list]: choice } } }),
  getCompanyConfiguration: (companyId: number) => http.request<CompanyConfiguration>('/company/v1/configurations', { query: { companyId } }),
  getVerificationQueue: async (query: { status: CaseStatus; page: number; pageSize: number }, signal?: AbortSignal) =>
    asPage(await http.request<VerificationPage | VerificationCaseRow[]>('/verification', { query, signal })),
  getVerificationCase: (id: number | string) => http.request<VerificationCase>(`/verification/${encodeURIComponent(String(id))}`),
  decideVerificationDocument: (documentId: number, decision: Decision) =>
    http.request<unknown>('/verification/v1/update-user-document', { method: 'PUT', body: { documentId, ...decision } }),
  decideVerificationCase: (caseId: number, decision: Decision) => http.request<unknown>('/verification/v1/update-user', { method: 'PUT', body: { caseId, ...decision } }),
  getVerificationConfig: () => http.request<VerificationConfigItem[]>('/verification-config'),
  saveVerificationConfig: (items: Pick<VerificationConfigItem, 'documentTypeId' | 'required'>[]) =>
    http.request<VerificationConfigItem[]>('/verification-config', { method: 'PUT', body: { items } }),
  /** Staff: every stored entry. */
  getConfigs: () => http.request<ConfigEntry[]>('/config'),
  saveConfig: (entry: ConfigEntry) => http.request<ConfigEntry>('/config', { method: 'PUT', body: entry }),
  deleteConfig: (name: string) => http.request<unknown>(`/config/${encodeURIComponent(name)}`, { method: 'DELETE' }),
  getEmailNotifications: () => http.request<EmailNotifications | null>('/config/shipper/email_notifications'),
  saveEmailNotifications: (body: EmailNotifications) => http.request<EmailNotifications>('/config/shipper/email_notifications', { method: 'POST', body }),
});
export type ConfigCalls = ReturnType<typeof configCalls>;
