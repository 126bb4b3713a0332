import type { PaletteName } from '#domain/palette';
import { CASE_STATUS } from '#domain/verification';

/** A review on the palette: waiting amber, approved green, rejected red. */
export const REVIEW_COLOURS: Record<string, PaletteName> = {
  [CASE_STATUS.PENDING]: 'amber',
  [CASE_STATUS.APPROVED]: 'green',
  [CASE_STATUS.REJECTED]: 'red',
};
