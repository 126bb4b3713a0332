import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { CONFIG_ENABLED, isHexColour } from '../clientConfig';
import { CONFIG_REGISTRY } from './configRegistry';
import { EMAIL_NOTIFICATION_EVENTS, MAX_NOTIFICATION_EMAILS } from '../verification';
import { idField } from './shipmentLocation';
import { EMAIL_PATTERN, localeField } from './rules';
import { GRID_CHOICE_LIMITS, GRID_DENSITIES, GRID_KEY_PATTERN, type GridChoice } from '../gridChoices';
import { MAX_PAGE_SIZE } from '../limits';

/* SPEC §7 Config: entries (PUT config), a user's own preferences (config v2), a shipper's e-mail notifications. */

export const CONFIG_LIMITS = { nameMax: 100, valuesMax: 100, valueMax: 500 } as const;
export const CONFIG_FLAGS = [CONFIG_ENABLED, 'disabled'] as const;
const NAME_PATTERN = /^[A-Z0-9_]+$/;
export { PREFERENCE_VALUE_COUNT } from './configRegistry';

const configName = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .required(MESSAGES.fillRequired)
    .max(CONFIG_LIMITS.nameMax, MESSAGES.configNameInvalid)
    .matches(NAME_PATTERN, MESSAGES.configNameInvalid);

/** PUT /config: upsert an entry; the values of an entry the project defines follow its CONFIG_REGISTRY rule. */
export const configEntrySchema = yup.object({
  name: configName(),
  values: yup
    .array(yup.string().defined(MESSAGES.configValuesMax).max(CONFIG_LIMITS.valueMax, MESSAGES.configValuesMax))
    .required(MESSAGES.fillRequired)
    .max(CONFIG_LIMITS.valuesMax, MESSAGES.configValuesMax)
    // Each entry the project defines has its own rule (CONFIG_REGISTRY); any other name is free-form.
    .when('name', ([name], schema) => CONFIG_REGISTRY[String(name)]?.values(schema) ?? schema),
  enabled: yup.string().required(MESSAGES.fillRequired).oneOf(CONFIG_FLAGS, MESSAGES.configEnabledInvalid),
});

export const configNameParams = yup.object({ name: configName() });

const gridColumnChoiceSchema = yup
  .object({
    field: yup.string().required().max(GRID_CHOICE_LIMITS.keyMax),
    width: yup.number().integer().min(GRID_CHOICE_LIMITS.widthMin).max(GRID_CHOICE_LIMITS.widthMax),
    hidden: yup.boolean(),
  })
  .noUnknown();
/** One list's column choices (src/domain/gridChoices.ts). */
export const gridChoiceSchema = yup
  .object({
    columns: yup.array(gridColumnChoiceSchema.required()).required().max(GRID_CHOICE_LIMITS.columns),
    density: yup.string().oneOf(GRID_DENSITIES),
    pageSize: yup.number().integer().min(1).max(MAX_PAGE_SIZE),
  })
  .noUnknown();
function gridChoicesValid(grids: unknown): boolean {
  if (grids === null || typeof grids !== 'object' || Array.isArray(grids)) return false;
  const entries = Object.entries(grids);
  return (
    entries.length <= GRID_CHOICE_LIMITS.lists &&
    entries.every(
      ([key, choice]) =>
        key.length <= GRID_CHOICE_LIMITS.keyMax &&
        GRID_KEY_PATTERN.test(key) &&
        (choice === null || gridChoiceSchema.isValidSync(choice, { strict: true })),
    )
  );
}

/** POST /config/v2/:userId: the user's own look (users.preferences): theme colours and column choices. */
export const userPreferencesSchema = yup.object({
  theme: yup
    .object({
      primary: yup.string().test('hex', MESSAGES.themeColourInvalid, (v) => v === undefined || isHexColour(v)),
      secondary: yup.string().test('hex', MESSAGES.themeColourInvalid, (v) => v === undefined || isHexColour(v)),
      mode: yup.string().oneOf(['light', 'dark'] as const, MESSAGES.invalidOption),
    })
    // null: back to the client's colours.
    .nullable()
    .default(undefined),
  /** The portal's language for this user: it follows them to any browser they sign in on. */
  locale: localeField(),
  /** Column choices by list; a list given null goes back to its declared columns. */
  grids: yup
    .mixed<Record<string, GridChoice | null>>()
    // null is not a choice (a list is reset with { <list>: null }): refused with the one text below.
    .nullable()
    .test('grid-choices', MESSAGES.gridChoiceInvalid, (grids) => grids === undefined || gridChoicesValid(grids)),
});
export type UserPreferencesInput = yup.InferType<typeof userPreferencesSchema>;
export const userIdParams = yup.object({ userId: idField().required(MESSAGES.notFound) });

/** ?companyId= (staff name the company; a shipper always gets its own). */
export const companyQuerySchema = yup.object({ companyId: idField() });

/** POST /config/shipper/email_notifications. */
export const emailNotificationsSchema = yup.object({
  events: yup
    .array(
      yup
        .string()
        .required(MESSAGES.notificationEventInvalid)
        .oneOf(EMAIL_NOTIFICATION_EVENTS, MESSAGES.notificationEventInvalid),
    )
    .required(MESSAGES.fillRequired)
    .max(EMAIL_NOTIFICATION_EVENTS.length, MESSAGES.notificationEventInvalid),
  emails: yup
    .array(
      yup
        .string()
        .trim()
        .required(MESSAGES.invalidEmail)
        .max(254, MESSAGES.invalidEmail)
        .matches(EMAIL_PATTERN, MESSAGES.invalidEmail),
    )
    .required(MESSAGES.fillRequired)
    .max(MAX_NOTIFICATION_EMAILS, MESSAGES.notificationEmailsMax),
});
export type EmailNotificationsInput = yup.InferType<typeof emailNotificationsSchema>;
