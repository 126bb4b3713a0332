import { ValidationError } from 'yup';
import { shipmentSchema } from '#domain/schemas/shipment';
import type { ListName, WizardValues } from './wizardDefaults';

const context = { creating: true };

/** The message of a rule over the whole list at `path` (not of its fields), or undefined. */
export async function listRuleMessage(values: WizardValues, path: ListName): Promise<string | undefined> {
  // Cast first: the rules compare numbers, and the form holds typed text.
  const cast = shipmentSchema.cast(values, { assert: false, context });
  try {
    await shipmentSchema.validateAt(path, cast, { abortEarly: false, context });
    return undefined;
  } catch (failure) {
    if (!(failure instanceof ValidationError)) return undefined;
    const errors = failure.inner.length ? failure.inner : [failure];
    return errors.find((error) => error.path === path)?.message;
  }
}
