import { FunctionField } from 'react-admin';
import { BLOCK_STATUS } from '../../domain/userTypes';
import { PaletteChip } from '../../components/PaletteChip';

/** A user's block status as a coloured chip. */
export const BlockStatusField = ({ label = 'Status' }: { label?: string }) => (
  <FunctionField<{ blockStatus: number }> label={label} render={(u) => (u.blockStatus === BLOCK_STATUS.BLOCKED ? <PaletteChip label="Blocked" colour="red" /> : <PaletteChip label="Active" colour="green" />)} />
);
