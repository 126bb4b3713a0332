import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { ALL_PERMISSIONS, PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../permissions';
import { textField } from './shipmentLocation';

export const ROLE_NAME_MAX_LENGTH = 100;

/** Every permission a role may hold: "resource:action" for each area and action, "resource:*" (every action there), or "*" (everything). */
export const ALL_PERMISSION_NAMES: readonly string[] = [
  ALL_PERMISSIONS,
  ...PERMISSION_RESOURCES.flatMap((resource) => [
    ...PERMISSION_ACTIONS.map((action) => `${resource}:${action}`),
    `${resource}:*`,
  ]),
];

/** SPEC §3 role: a name and a permissions list (create, update, delete, list per resource). */
export const roleSchema = yup.object({
  name: textField(ROLE_NAME_MAX_LENGTH).required(MESSAGES.fillRequired),
  permissions: yup
    .array(
      yup
        .string()
        .oneOf(ALL_PERMISSION_NAMES as string[], MESSAGES.invalidPermission)
        .required(MESSAGES.invalidPermission),
    )
    .required(MESSAGES.fillRequired)
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value)),
});
