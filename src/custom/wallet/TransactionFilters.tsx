import { Box, Button, MenuItem, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { format, subDays } from 'date-fns';
import type { TransactionFilter, TypeFilter } from './walletView';

const TYPE_CHOICES: { value: TypeFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'CREDIT', label: 'Credit' },
  { value: 'DEBIT', label: 'Debit' },
];

interface Props {
  filter: TransactionFilter;
  days: number;
  onChange: (filter: TransactionFilter) => void;
  onExport: () => void;
  canExport: boolean;
}

/** Type and date-range filters over the window's transactions (on the client), and the CSV export of what is shown. */
export function TransactionFilters({ filter, days, onChange, onExport, canExport }: Props) {
  const today = new Date();
  const min = format(subDays(today, days), 'yyyy-MM-dd');
  const max = format(today, 'yyyy-MM-dd');
  const dateProps = { htmlInput: { min, max } };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField select size="small" fullWidth={false} label="Transaction type" value={filter.type} onChange={(e) => onChange({ ...filter, type: e.target.value as TypeFilter })} sx={{ minWidth: 170 }}>
        {TYPE_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField type="date" size="small" fullWidth={false} label="From" value={filter.from} onChange={(e) => onChange({ ...filter, from: e.target.value })} slotProps={{ inputLabel: { shrink: true }, ...dateProps }} />
      <TextField type="date" size="small" fullWidth={false} label="To" value={filter.to} onChange={(e) => onChange({ ...filter, to: e.target.value })} slotProps={{ inputLabel: { shrink: true }, ...dateProps }} />
      <Box sx={{ flex: 1 }} />
      <Button startIcon={<DownloadIcon />} onClick={onExport} disabled={!canExport}>
        Export CSV
      </Button>
    </Box>
  );
}
