import { useState } from 'react';
import { Box, Card, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ShipmentBids } from './ShipmentBids';
import { ShipmentBookings } from './ShipmentBookings';
import { DocumentsPanel } from '../../../components/documents/DocumentsPanel';

const ShipmentDocuments = ({ shipmentId }: { shipmentId: number }) => (
  <DocumentsPanel kind="shipment" ownerId={shipmentId} />
);
import { ShipmentTracking } from './ShipmentTracking';
import { ShipmentVerification } from './ShipmentVerification';
import { HistoryTimeline } from '../../../components/history/HistoryTimeline';

const ShipmentHistory = ({ shipmentId }: { shipmentId: number }) => <HistoryTimeline of="shipment" id={shipmentId} />;

const TABS = [
  { key: 'bookings', label: 'app.shipments.related.bookings', Panel: ShipmentBookings },
  { key: 'bids', label: 'app.shipments.related.bids', Panel: ShipmentBids },
  { key: 'tracking', label: 'app.shipments.related.tracking', Panel: ShipmentTracking },
  { key: 'documents', label: 'app.shipments.related.documents', Panel: ShipmentDocuments },
  { key: 'verification', label: 'app.shipments.related.verification', Panel: ShipmentVerification },
  { key: 'history', label: 'app.history.tab', Panel: ShipmentHistory },
] as const;

/** Bookings, bids, tracking, documents, verification and history of a shipment, one tab each (loaded when opened). */
export function ShipmentRelatedTabs({ shipmentId }: { shipmentId: number }) {
  const translate = useTranslate();
  const [current, setCurrent] = useState(0);
  const { Panel, key } = TABS[current];
  return (
    <Card>
      <Tabs
        value={current}
        onChange={(_, value: number) => setCurrent(value)}
        variant="scrollable"
        aria-label={translate('app.shipments.related.label')}
      >
        {TABS.map((tab, index) => (
          <Tab
            key={tab.key}
            label={translate(tab.label)}
            id={`shipment-tab-${tab.key}`}
            aria-controls={`shipment-panel-${tab.key}`}
            value={index}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`shipment-panel-${key}`} aria-labelledby={`shipment-tab-${key}`} sx={{ p: 2 }}>
        <Panel shipmentId={shipmentId} />
      </Box>
    </Card>
  );
}
