import { BLOCK_STATUS } from '#domain/userTypes';
import { PaletteChip } from '../PaletteChip';

export const BlockStatusChip = ({ blockStatus }: { blockStatus: number }) =>
  blockStatus === BLOCK_STATUS.BLOCKED ? (
    <PaletteChip label="Blocked" colour="red" />
  ) : (
    <PaletteChip label="Active" colour="green" />
  );
