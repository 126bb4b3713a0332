import { FunctionField } from 'react-admin';
import { PaletteChip } from '../../components/PaletteChip';

/** Whether a pump or an offer is live, as a chip (shared by fuel pumps and tyre offers). */
export const ActiveChip = ({ active }: { active: boolean | null | undefined }) =>
  active ? <PaletteChip label="Active" colour="green" /> : <PaletteChip label="Inactive" colour="grey" />;

export const ActiveField = ({ label = 'Active' }: { label?: string }) => (
  <FunctionField<{ active: boolean }> label={label} sortable={false} render={(record) => <ActiveChip active={record.active} />} />
);
