import { BooleanInput, SelectInput } from 'react-admin';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { POOL_TYPE_LABELS } from '#domain/shipments';
import { DayFilterInput } from '../../components/inputs/DayFilterInput';

// Choice names are message keys: react-admin translates them (English from src/domain).
const poolChoices = Object.keys(POOL_TYPE_LABELS).map((id) => ({ id: Number(id), name: `enums.poolType.${id}` }));

/** SPEC §7 list query: reference number, date range, pool type, assigned to me, created by me. */
export const shipmentFilters = [
  <SearchFilter key="referenceNo" source="referenceNo" placeholder="resources.shipments.fields.referenceNo" alwaysOn />,
  <DayFilterInput key="fromDate" source="fromDate" edge="start" />,
  <DayFilterInput key="toDate" source="toDate" edge="end" />,
  <SelectInput key="poolType" source="poolType" choices={poolChoices} />,
  <BooleanInput key="filterAssignedToMe" source="filterAssignedToMe" />,
  <BooleanInput key="filterCreatedByMe" source="filterCreatedByMe" />,
];
