import { useListContext } from 'react-admin';
import type { ClockList, ClockName } from '#domain/clocks';
import { ClocksStrip } from './ClocksStrip';

/**
 * The clocks strip inside a react-admin list: a pressed clock becomes the list's whole filter
 * (`clock=`), so the rows shown are exactly those it counts; lifting it keeps the other filters.
 */
export function ListClocksStrip({ list }: { list: ClockList }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const active = (filterValues as { clock?: ClockName }).clock;
  const onChange = (clock: ClockName | undefined) => {
    const { clock: _lifted, ...others } = filterValues as Record<string, unknown>;
    setFilters(clock ? { clock } : others, displayedFilters);
  };
  return <ClocksStrip list={list} active={active} onChange={onChange} />;
}
