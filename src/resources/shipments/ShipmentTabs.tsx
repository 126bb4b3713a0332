import { useEffect } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { SHIPMENT_FILTER, type ShipmentFilter } from '#domain/shipments';
import { PAGE_SIZE } from '#domain/limits';
import { useChosenPageSize } from '../../components/grid/useGridChoice';

const TABS: { value: ShipmentFilter; label: string }[] = [
  { value: SHIPMENT_FILTER.current, label: 'app.shipments.tabs.current' },
  { value: SHIPMENT_FILTER.past, label: 'app.shipments.tabs.past' },
  { value: SHIPMENT_FILTER.all, label: 'app.shipments.tabs.all' },
  { value: SHIPMENT_FILTER.favourite, label: 'app.shipments.tabs.favourite' },
];

/**
 * SPEC §4 shipment list filters as tabs; the choice is kept in the list's filter like any other.
 * Favourites come from SPEC's favourites call, 10 a page (the dataProvider picks the call).
 */
export function ShipmentTabs() {
  const { filterValues, setFilters, displayedFilters, setPerPage, perPage } = useListContext();
  const translate = useTranslate();
  // The page size the user chose for the list wins over each tab's own (SPEC §9: 5, favourites 10).
  const chosen = useChosenPageSize('shipments');
  const sizeOf = (tab: ShipmentFilter) =>
    chosen ?? (tab === SHIPMENT_FILTER.favourite ? PAGE_SIZE.favourites : PAGE_SIZE.shipments);
  const current = (filterValues.filter as ShipmentFilter | undefined) ?? SHIPMENT_FILTER.current;
  // Favourites are 10 a page (or the user's size) however they were opened: by this tab, a link, a card or a saved address.
  const favourites = current === SHIPMENT_FILTER.favourite;
  const favouritesSize = chosen ?? PAGE_SIZE.favourites;
  useEffect(() => {
    if (favourites && perPage !== favouritesSize) setPerPage(favouritesSize);
  }, [favourites, perPage, setPerPage, favouritesSize]);
  return (
    <Tabs
      value={current}
      onChange={(_, value: ShipmentFilter) => {
        setFilters({ ...filterValues, filter: value }, displayedFilters);
        setPerPage(sizeOf(value));
      }}
      aria-label={translate('app.shipments.whichShipments')}
      variant="scrollable"
      // Always there from 600 px (MUI draws them invisible while every tab shows): appearing once the
      // tabs had been measured, they pushed the tabs aside after the first paint. Phones swipe.
      scrollButtons
    >
      {TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={translate(tab.label)} />
      ))}
    </Tabs>
  );
}
