import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';
import { SHIPMENT_FILTER, type ShipmentFilter } from '../../domain/shipments';

const TABS: { value: ShipmentFilter; label: string }[] = [
  { value: SHIPMENT_FILTER.current, label: 'Current' },
  { value: SHIPMENT_FILTER.past, label: 'Past' },
  { value: SHIPMENT_FILTER.all, label: 'All' },
  { value: SHIPMENT_FILTER.favourite, label: 'Favourite' },
];

/** SPEC §4 shipment list filters as tabs; the choice is kept in the list's filter like any other. */
export function ShipmentTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = (filterValues.filter as ShipmentFilter | undefined) ?? SHIPMENT_FILTER.current;
  return (
    <Tabs
      value={current}
      onChange={(_, value: ShipmentFilter) => setFilters({ ...filterValues, filter: value }, displayedFilters)}
      aria-label="Which shipments"
      variant="scrollable"
    >
      {TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}
