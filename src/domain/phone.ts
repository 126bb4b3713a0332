import { LOCAL_PHONE } from './limits';

const INTERNATIONAL_LOCAL = new RegExp(
  `^(?:\\+|00)?92(${LOCAL_PHONE.prefix.slice(1)}\\d{${LOCAL_PHONE.length - LOCAL_PHONE.prefix.length}})$`,
);

/**
 * A Pakistani mobile number as people write it, "+92 300 1234567", "0092 300 1234567" or
 * "0300-1234567", in SPEC §5's local form: 11 digits starting 03 ("03001234567"). Spaces, dashes,
 * dots and brackets go; anything else is left as typed, for the phone rule to refuse.
 */
export function localPhoneForm(typed: string): string {
  const compact = typed.replace(/[\s\-.()]/g, '');
  const international = INTERNATIONAL_LOCAL.exec(compact);
  if (international) return `0${international[1]}`;
  return /^\d+$/.test(compact) ? compact : typed;
}
