import { Box, Button, MenuItem, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { subDays } from 'date-fns';
import { useTranslate } from 'react-admin';
import { DatePickerField } from '../../components/inputs/pickers';
import { dateOf, isoDay } from '../../components/inputs/PickerInputs';
import type { TransactionFilter, TypeFilter } from './walletView';

const TYPE_CHOICES: { value: TypeFilter; label: string }[] = [
  { value: 'ALL', label: 'app.money.wallet.filters.all' },
  { value: 'CREDIT', label: 'app.money.wallet.types.CREDIT' },
  { value: 'DEBIT', label: 'app.money.wallet.types.DEBIT' },
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
  const translate = useTranslate();
  const today = new Date();
  const earliest = subDays(today, days);
  const day = (date: Date | null) => (date ? isoDay(date) : '');
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('app.money.wallet.filters.type')}
        value={filter.type}
        onChange={(e) => onChange({ ...filter, type: e.target.value as TypeFilter })}
        sx={{ minWidth: 170 }}
      >
        {TYPE_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {translate(choice.label)}
          </MenuItem>
        ))}
      </TextField>
      <DatePickerField
        size="small"
        fullWidth={false}
        label={translate('app.money.wallet.filters.from')}
        value={dateOf(filter.from)}
        onChange={(date) => onChange({ ...filter, from: day(date) })}
        minDate={earliest}
        maxDate={today}
      />
      <DatePickerField
        size="small"
        fullWidth={false}
        label={translate('app.money.wallet.filters.to')}
        value={dateOf(filter.to)}
        onChange={(date) => onChange({ ...filter, to: day(date) })}
        minDate={earliest}
        maxDate={today}
      />
      <Box sx={{ flex: 1 }} />
      <Button startIcon={<DownloadIcon />} onClick={onExport} disabled={!canExport}>
        {translate('app.money.wallet.filters.exportCsv')}
      </Button>
    </Box>
  );
}
