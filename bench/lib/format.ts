/** How every bench script prints its figures, so one run's output reads as one table. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const verdict = (met: boolean) => (met ? 'OK' : 'MISSED');

/** ours/theirs to two decimals, or a dash when there is nothing to compare with. */
export const ratio = (ours: number, theirs: number | undefined) => (theirs ? (ours / theirs).toFixed(2) : '—');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
