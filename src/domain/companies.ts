/** SPEC §3 identification type of a company group. */
export const IDENTIFICATION_TYPE = { NTN: 1, CNIC: 2 } as const;
export type IdentificationTypeId = (typeof IDENTIFICATION_TYPE)[keyof typeof IDENTIFICATION_TYPE];
export const IDENTIFICATION_TYPE_LABELS: Record<IdentificationTypeId, string> = { 1: 'NTN', 2: 'CNIC' };

/** The marketplace's home country (Pakistan, country id 1): its companies need no import/export licence. */
export const HOME_COUNTRY_ID = 1;

/** How a project's margin is set (SPEC names margin type and value; the types are ours). */
export const MARGIN_TYPE = { PERCENTAGE: 1, FIXED: 2 } as const;
export const MARGIN_TYPE_LABELS: Record<number, string> = { 1: 'Percentage', 2: 'Fixed amount' };

/** SPEC §5 international phone lengths (with the +): +253 numbers are 12 long, +251 numbers 13. */
export const INTERNATIONAL_PHONE_LENGTHS: Record<string, number> = { '+253': 12, '+251': 13 };
