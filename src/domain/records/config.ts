import { LOCALE_CODES } from '../locales';
import { Type, type Static } from '@sinclair/typebox';
import { GRID_DENSITIES } from '../gridChoices';
import { BILLING_CYCLE } from '../money';
import { CONFIG_FLAGS } from '../schemas/config';
import { EMAIL_NOTIFICATION_EVENTS } from '../verification';
import { DateTime, Id, IdList, Nullable, NullableObject, NullableText, OneOf, Text, Version } from './common';

/** GET /config (each), GET /config/:name, PUT /config and DELETE /config/:configName: a config entry by name. */
export const ConfigEntryRecord = Type.Object({
  name: Text,
  values: Type.Array(Text),
  /** 'enabled' or 'disabled': a string, as SPEC has it. */
  enabled: OneOf(CONFIG_FLAGS),
  version: Version,
});
export type ConfigEntryRecord = Static<typeof ConfigEntryRecord>;

/** One list's column choices and page size (src/domain/gridChoices.ts). */
export const GridChoiceRecord = Type.Object({
  columns: Type.Array(
    Type.Object({ field: Text, width: Type.Optional(Type.Integer()), hidden: Type.Optional(Type.Boolean()) }),
  ),
  density: Type.Optional(OneOf(GRID_DENSITIES)),
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** A user's own look (users.preferences), within GET/POST /config/v2/:userId and the signed-in user: each part only once chosen. */
export const UserPreferences = Type.Object({
  theme: Type.Optional(
    Type.Object({
      primary: Type.Optional(Text),
      secondary: Type.Optional(Text),
      mode: Type.Optional(OneOf(['light', 'dark'] as const)),
    }),
  ),
  /** Column choices and page size by list. */
  grids: Type.Optional(Type.Record(Type.String(), GridChoiceRecord)),
});
export type UserPreferences = Static<typeof UserPreferences>;

/** GET and POST /config/v2/:userId: whose preferences, and what they are now. */
/** A user's preferences (JSON) and language (their profile's locale). */
export const UserPreferencesRecord = Type.Object({
  userId: Id,
  preferences: UserPreferences,
  locale: OneOf(LOCALE_CODES),
});
export type UserPreferencesRecord = Static<typeof UserPreferencesRecord>;

const EmailEvents = Type.Array(OneOf(EMAIL_NOTIFICATION_EVENTS));

/** GET and POST /config/shipper/email_notifications: a company's e-mail notifications; updatedAt and version null until first saved. */
export const EmailNotificationsRecord = Type.Object({
  companyId: Id,
  events: EmailEvents,
  emails: Type.Array(Text),
  updatedAt: Nullable(DateTime),
  version: Nullable(Version),
});
export type EmailNotificationsRecord = Static<typeof EmailNotificationsRecord>;

/** GET /company/v1/configurations: a company's billing set-up (null when none), e-mail notifications and contractual allowance. */
export const CompanyConfigurationRecord = Type.Object({
  companyId: Id,
  companyName: Text,
  isContractualAllowed: Type.Boolean(),
  billing: NullableObject(
    Type.Object({
      billingCycle: OneOf(Object.values(BILLING_CYCLE)),
      taxPercent: Type.Number(),
      dueDays: Type.Integer(),
      billableChargeTypeIds: IdList,
      invoiceEmail: NullableText,
      attachBillT: Type.Boolean(),
    }),
  ),
  emailNotifications: Type.Object({ events: EmailEvents, emails: Type.Array(Text) }),
});
export type CompanyConfigurationRecord = Static<typeof CompanyConfigurationRecord>;

/** GET /health (liveness): the database answered, and which kind it is. */
export const HealthRecord = Type.Object({
  status: Type.Literal('ok'),
  database: OneOf(['pglite', 'postgres'] as const),
});
export type HealthRecord = Static<typeof HealthRecord>;
