import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney, formatWeight } from '#domain/format';
import { PROJECT_VERTICALS } from '#domain/projectVerticals';
import type { HistoryChange } from '#domain/history';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useClientConfig } from '../../theme/ClientConfigProvider';
import { USER_TYPE_LABELS, userTypeKey } from '../../resources/users/userChoices';
import type { FieldSpec } from './historyFields';

type Scalar = HistoryChange['before'];

/** What an empty value reads as in a timeline: "Field: — → Ali Raza". */
export const NO_VALUE = '—';

const isEmpty = (value: Scalar | undefined) => value === null || value === undefined || value === '';

/** The words of a history entry in the user's language: field labels, values as the app shows them elsewhere. */
export function useHistoryText() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { currency, weightUnit } = useClientConfig();

  const label = (field: string, spec: FieldSpec | undefined) =>
    spec ? translate(spec.label, { _: field }) : translate(`app.history.fields.${field}`, { _: field });

  const value = (raw: Scalar | undefined, spec: FieldSpec | undefined): string => {
    if (isEmpty(raw)) return NO_VALUE;
    const kind = spec?.value;
    const number = Number(raw);
    switch (kind?.kind) {
      case 'money':
        return Number.isFinite(number) ? formatMoney(number, currency) : String(raw);
      case 'weight':
        return Number.isFinite(number) ? formatWeight(number, weightUnit) : String(raw);
      case 'date':
        return formatDateTime(String(raw));
      case 'boolean':
        return translate(raw === true || raw === 'true' ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'bidWindow':
        return translate(`app.shipments.bidWindow.${raw === true || raw === 'true' ? 'open' : 'closed'}`);
      case 'vertical':
        return PROJECT_VERTICALS.find((vertical) => vertical.id === number)?.name ?? String(raw);
      case 'paymentKind':
        return translate(`app.bookings.pricing.${String(raw).toLowerCase()}`, { _: String(raw) });
      case 'enum':
        return enumLabel(kind.name, raw as string | number);
      default:
        return typeof raw === 'boolean' ? translate(raw ? 'ra.boolean.true' : 'ra.boolean.false') : String(raw);
    }
  };

  /** Who made the write: a name and a user type ("Ayesha Khan", "Internal staff"), or the system. */
  const actor = (name: string | null, userType: number | null, actorId: number | null) => {
    if (actorId === null && !name) return { name: translate('app.history.system'), type: '' };
    const type =
      userType === null ? '' : translate(userTypeKey(userType), { _: USER_TYPE_LABELS[userType] ?? String(userType) });
    return { name: name ?? NO_VALUE, type };
  };

  return { label, value, actor, translate };
}
