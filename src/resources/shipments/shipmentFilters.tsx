import { BooleanInput, SelectInput } from 'react-admin';
import { SearchFilter } from '../../components/inputs/SearchFilter';
import { POOL_TYPE_LABELS, SHIPMENT_STATUS_ORDER } from '#domain/shipments';
import { DayFilterInput } from '../../components/inputs/DayFilterInput';

// Choice names are message keys: react-admin translates them (English from src/domain).
const poolChoices = Object.keys(POOL_TYPE_LABELS).map((id) => ({ id: Number(id), name: `enums.poolType.${id}` }));
const statusChoices = SHIPMENT_STATUS_ORDER.map((id) => ({ id, name: `enums.shipmentStatus.${id}` }));

/** SPEC §7 list query: reference number, status, date range, pool type, open bids, assigned to me, created by me. */
export const shipmentFilters = [
  <SearchFilter key="referenceNo" source="referenceNo" placeholder="resources.shipments.fields.referenceNo" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DayFilterInput key="fromDate" source="fromDate" edge="start" />,
  <DayFilterInput key="toDate" source="toDate" edge="end" after="fromDate" />,
  <SelectInput key="poolType" source="poolType" choices={poolChoices} />,
  <BooleanInput key="openBids" source="openBids" />,
  <BooleanInput key="filterAssignedToMe" source="filterAssignedToMe" />,
  <BooleanInput key="filterCreatedByMe" source="filterCreatedByMe" />,
];
