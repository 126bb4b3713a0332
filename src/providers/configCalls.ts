import type { LocaleCode } from '#domain/locales';
import type { GridChoice } from '#domain/gridChoices';
import type { ConfigEntry } from '#domain/clientConfig';
import type { CaseStatus } from '#domain/verification';
import type { ClockName } from '#domain/clocks';
import type { HttpClient } from './httpClient';
import type {
  CompanyConfigurationRecord,
  ConfigEntryRecord,
  EmailNotificationsRecord,
  UserPreferencesRecord,
} from '#domain/records/config';
import type {
  DocumentDecisionRecord,
  VerificationCaseRecord,
  VerificationCaseRow,
  VerificationConfigItem,
} from '#domain/records/verification';
export type {
  DocumentReview,
  VerificationCaseRow,
  VerificationConfigItem,
  VerificationDocument,
} from '#domain/records/verification';
export type { VerificationCaseRecord as VerificationCase } from '#domain/records/verification';
export type { CompanyConfigurationRecord as CompanyConfiguration } from '#domain/records/config';

/* SPEC §7 Config and Verification: the staff review queue, config entries, verification-config and e-mail notifications. */

export interface VerificationPage {
  content: VerificationCaseRow[];
  totalElements: number;
}

export interface Decision {
  status: 'APPROVED' | 'REJECTED';
  reason?: string;
}

/** What a shipper sends: which events are e-mailed, and to whom (the answer is EmailNotificationsRecord). */
export interface EmailNotifications {
  events: string[];
  emails: string[];
}

/** A paged answer, or a bare array from an API that answers the whole list. */
const asPage = (answer: VerificationPage | VerificationCaseRow[] | null): VerificationPage =>
  Array.isArray(answer)
    ? { content: answer, totalElements: answer.length }
    : { content: answer?.content ?? [], totalElements: answer?.totalElements ?? 0 };

export const configCalls = (http: HttpClient) => ({
  /** SPEC §7 config v2: the signed-in user's own colours; null puts the client's back. */
  saveMyTheme: (userId: number, theme: { primary: string; secondary: string } | null) =>
    http.request<UserPreferencesRecord>(`/config/v2/${userId}`, { method: 'POST', body: { theme } }),
  /** SPEC §7 config v2: one list's column choices (null: back to its declared columns), other lists kept. */
  saveMyGridChoice: (userId: number, list: string, choice: GridChoice | null) =>
    http.request<UserPreferencesRecord>(`/config/v2/${userId}`, {
      method: 'POST',
      body: { grids: { [list]: choice } },
    }),
  /** SPEC §7 config v2: the signed-in user's language, kept in their profile. */
  saveMyLocale: (userId: number, locale: LocaleCode) =>
    http.request<UserPreferencesRecord>(`/config/v2/${userId}`, { method: 'POST', body: { locale } }),
  getCompanyConfiguration: (companyId: number) =>
    http.request<CompanyConfigurationRecord>('/company/v1/configurations', { query: { companyId } }),
  getVerificationQueue: async (
    query: { status: CaseStatus; page: number; pageSize: number; clock?: ClockName },
    signal?: AbortSignal,
  ) => asPage(await http.request<VerificationPage | VerificationCaseRow[]>('/verification', { query, signal })),
  getVerificationCase: (id: number | string) =>
    http.request<VerificationCaseRecord>(`/verification/${encodeURIComponent(String(id))}`),
  decideVerificationDocument: (documentId: number, decision: Decision) =>
    http.request<DocumentDecisionRecord>('/verification/v1/update-user-document', {
      method: 'PUT',
      body: { documentId, ...decision },
    }),
  decideVerificationCase: (caseId: number, decision: Decision) =>
    http.request<VerificationCaseRecord>('/verification/v1/update-user', {
      method: 'PUT',
      body: { caseId, ...decision },
    }),
  getVerificationConfig: () => http.request<VerificationConfigItem[]>('/verification-config'),
  saveVerificationConfig: (items: Pick<VerificationConfigItem, 'documentTypeId' | 'required'>[]) =>
    http.request<VerificationConfigItem[]>('/verification-config', { method: 'PUT', body: { items } }),
  /** Staff: every stored entry. */
  getConfigs: () => http.request<ConfigEntryRecord[]>('/config'),
  saveConfig: (entry: ConfigEntry) => http.request<ConfigEntryRecord>('/config', { method: 'PUT', body: entry }),
  deleteConfig: (name: string) =>
    http.request<ConfigEntryRecord>(`/config/${encodeURIComponent(name)}`, { method: 'DELETE' }),
  getEmailNotifications: () => http.request<EmailNotificationsRecord>('/config/shipper/email_notifications'),
  saveEmailNotifications: (body: EmailNotifications) =>
    http.request<EmailNotificationsRecord>('/config/shipper/email_notifications', { method: 'POST', body }),
});
export type ConfigCalls = ReturnType<typeof configCalls>;
