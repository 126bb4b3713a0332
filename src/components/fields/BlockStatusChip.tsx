import { useTranslate } from 'react-admin';
import { BLOCK_STATUS } from '#domain/userTypes';
import { PaletteChip } from '../PaletteChip';

export function BlockStatusChip({ blockStatus }: { blockStatus: number }) {
  const translate = useTranslate();
  return blockStatus === BLOCK_STATUS.BLOCKED ? (
    <PaletteChip label={translate('app.components.status.blocked')} colour="red" />
  ) : (
    <PaletteChip label={translate('app.components.status.active')} colour="green" />
  );
}
