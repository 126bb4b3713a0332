import { describe, expect, it } from 'vitest';
import { dayEdge } from '../../../src/components/inputs/DayFilterInput';

describe('dayEdge: a chosen day as the first or last instant of the local day', () => {
  it('"from" is the start and "until" the end of the same local day', () => {
    const start = new Date(dayEdge('2026-11-26', 'start')!);
    const end = new Date(dayEdge('2026-11-26', 'end')!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
      2026, 10, 26, 0, 0,
    ]);
    expect([
      end.getFullYear(),
      end.getMonth(),
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
    ]).toEqual([2026, 10, 26, 23, 59, 59]);
    expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
  });

  it('an empty or unreadable value clears the filter', () => {
    expect(dayEdge('', 'end')).toBeNull();
    expect(dayEdge(null, 'start')).toBeNull();
    expect(dayEdge('not a day', 'end')).toBeNull();
  });
});
