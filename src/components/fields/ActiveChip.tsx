import { useTranslate } from 'react-admin';
import { PaletteChip } from '../PaletteChip';

/** Whether a pump or an offer is live, as a chip (shared by fuel pumps and tyre offers). */
export function ActiveChip({ active }: { active: boolean | null | undefined }) {
  const translate = useTranslate();
  return active ? (
    <PaletteChip label={translate('app.components.status.active')} colour="green" />
  ) : (
    <PaletteChip label={translate('app.components.status.inactive')} colour="grey" />
  );
}
