import { PaletteChip } from '../PaletteChip';

/** Whether a pump or an offer is live, as a chip (shared by fuel pumps and tyre offers). */
export const ActiveChip = ({ active }: { active: boolean | null | undefined }) =>
  active ? <PaletteChip label="Active" colour="green" /> : <PaletteChip label="Inactive" colour="grey" />;
