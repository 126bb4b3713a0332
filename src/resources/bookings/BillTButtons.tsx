import { useState } from 'react';
import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PreviewIcon from '@mui/icons-material/Preview';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../components/saveFile';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { BookingRecord } from '#domain/records/bookings';

type BillTForm = 'preview' | 'pdf';
type BookingNamed = Pick<BookingRecord, 'id' | 'code'>;

/**
 * A booking's bill-T (builty) as the API renders it: the HTML preview opens in a new tab, the PDF is
 * downloaded. Both need the bearer token, so they come through the data provider as files; a
 * failure shows the API's message. `busy` names the form being fetched.
 */
export function useBillT() {
  const dataProvider = useFreightDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState<BillTForm | null>(null);
  const fetchBillT = async (booking: BookingNamed, form: BillTForm) => {
    setBusy(form);
    try {
      if (form === 'preview')
        saveFile(await dataProvider.previewBillT(booking.id), `bill-t-${booking.code}.html`, true);
      else saveFile(await dataProvider.printBillT(booking.id), `bill-t-${booking.code}.pdf`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { fetchBillT, busy };
}

/** "Preview bill-T" and "Download bill-T PDF" for one booking (its show page). */
export function BillTButtons({ booking }: { booking: BookingNamed }) {
  const { fetchBillT, busy } = useBillT();
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PreviewIcon />}
        disabled={busy !== null}
        onClick={() => void fetchBillT(booking, 'preview')}
      >
        {translate('app.bookings.billT.preview')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={busy !== null}
        onClick={() => void fetchBillT(booking, 'pdf')}
      >
        {translate('app.bookings.billT.download')}
      </Button>
    </Box>
  );
}
