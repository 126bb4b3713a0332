import { useTranslate } from 'react-admin';
import { enums, type EnumName } from './en/enums';

/** The name of a status or kind in the user's language: `label('shipmentStatus', 'TRANSIT')`. */
export function useEnumLabel() {
  const translate = useTranslate();
  return (name: EnumName, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return '';
    const english = (enums[name] as Record<string, string>)[String(value)] ?? String(value);
    return translate(`enums.${name}.${value}`, { _: english });
  };
}
