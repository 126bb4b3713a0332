import { BooleanInput, SearchInput, SelectInput } from 'react-admin';
import { POOL_TYPE_LABELS } from '#domain/shipments';
import { DayFilterInput } from '../../components/inputs/DayFilterInput';

const poolChoices = Object.entries(POOL_TYPE_LABELS).map(([id, name]) => ({ id: Number(id), name }));

/** SPEC §7 list query: reference number, date range, pool type, assigned to me, created by me. */
export const shipmentFilters = [
  <SearchInput key="referenceNo" source="referenceNo" placeholder="Reference number" alwaysOn />,
  <DayFilterInput key="fromDate" source="fromDate" label="Loading from" edge="start" />,
  <DayFilterInput key="toDate" source="toDate" label="Loading until" edge="end" />,
  <SelectInput key="poolType" source="poolType" label="Pool" choices={poolChoices} />,
  <BooleanInput key="filterAssignedToMe" source="filterAssignedToMe" label="Assigned to me" />,
  <BooleanInput key="filterCreatedByMe" source="filterCreatedByMe" label="Created by me" />,
];
