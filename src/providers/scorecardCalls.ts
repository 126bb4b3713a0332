import type { HttpClient } from './httpClient';
import type { PartnerScorecardRecord } from '#domain/records/scorecards';
export type { PartnerScorecardRecord } from '#domain/records/scorecards';

type Id = number | string;

/** Carrier scorecards (src/domain/scorecards.ts): a partner's record, every number with its inputs. */
export const scorecardCalls = (http: HttpClient) => ({
  getPartnerScorecard: (partnerId: Id) => http.request<PartnerScorecardRecord>(`/partners/${partnerId}/scorecard`),
});
export type ScorecardCalls = ReturnType<typeof scorecardCalls>;
