import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ShipmentImportRow } from '#domain/records/shipmentImport';
import { DataTable, type Column } from '../../../components/DataTable';
import { useTranslateText } from '../../../i18n/useTranslateText';

const STATUS_COLOUR: Record<ShipmentImportRow['status'], string> = {
  valid: 'success.main',
  created: 'success.main',
  alreadyImported: 'text.secondary',
  refused: 'error.main',
};

/** Each row of a checked or imported file: what became of it, its shipment, or why it was refused. */
export function ImportRowsTable({ rows }: { rows: ShipmentImportRow[] }) {
  const translate = useTranslate();
  const translateText = useTranslateText();
  const columns: Column<ShipmentImportRow>[] = [
    { label: 'app.shipmentImport.heading.row', render: (r) => r.row, align: 'right' },
    { label: 'app.shipmentImport.heading.referenceNumber', render: (r) => r.referenceNumber ?? '' },
    {
      label: 'app.shipmentImport.heading.status',
      render: (r) => (
        <Typography component="span" variant="body2" sx={{ color: STATUS_COLOUR[r.status], fontWeight: 500 }}>
          {translate(`app.shipmentImport.status.${r.status}`)}
        </Typography>
      ),
    },
    {
      label: 'app.shipmentImport.heading.reference',
      render: (r) =>
        r.id && r.reference ? (
          <Link component={RouterLink} to={`/shipments/${r.id}/show`}>
            {r.reference}
          </Link>
        ) : (
          ''
        ),
    },
    {
      label: 'app.shipmentImport.heading.reasons',
      render: (r) =>
        r.errors?.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {r.errors.map((e) => (
              <li key={`${e.field}:${e.message}`}>
                {translate(`app.shipmentImport.fields.${e.field}`, { _: e.field })}: {translateText(e.message)}
              </li>
            ))}
          </Box>
        ) : (
          ''
        ),
    },
  ];
  return (
    // The dialog's content scrolls (and holds the focusable controls); the table never scrolls on its own,
    // which a keyboard could not reach.
    <Box sx={{ '& .MuiTableContainer-root': { overflowX: 'visible' }, '& td': { overflowWrap: 'anywhere' } }}>
      <DataTable
        caption="app.shipmentImport.rowsLabel"
        rows={rows}
        columns={columns}
        rowKey={(r) => r.row}
        isPending={false}
        error={null}
        empty="app.shipmentImport.noFile"
      />
    </Box>
  );
}
