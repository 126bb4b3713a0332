import { useEffect, useState } from 'react';
import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCOUNT_HOLDER_TYPE, ACCOUNT_HOLDER_TYPE_LABELS, type AccountHolderTypeId } from '#domain/money';
import type { WalletHolder } from '../../providers/walletCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';

const SEARCH_DEBOUNCE_MS = 300;
const HOLDER_TYPES = Object.values(ACCOUNT_HOLDER_TYPE);

interface Props {
  holderTypeId: AccountHolderTypeId;
  holder: WalletHolder | null;
  onTypeChange: (type: AccountHolderTypeId) => void;
  onHolderChange: (holder: WalletHolder | null) => void;
}

/** Staff choose whose wallet: a holder type, then a holder of that type by name (GET /wallet/holders). */
export function HolderPicker({ holderTypeId, holder, onTypeChange, onHolderChange }: Props) {
  const dataProvider = useFreightDataProvider();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const holders = useQuery({
    queryKey: ['wallet-holders', holderTypeId, q],
    queryFn: ({ signal }) => dataProvider.searchWalletHolders(holderTypeId, q || undefined, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const typeLabel = ACCOUNT_HOLDER_TYPE_LABELS[holderTypeId];
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        fullWidth={false}
        label="Holder type"
        value={holderTypeId}
        onChange={(event) => {
          onTypeChange(Number(event.target.value) as AccountHolderTypeId);
          setText('');
        }}
        sx={{ minWidth: 200 }}
      >
        {HOLDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ACCOUNT_HOLDER_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={holders.data ?? []}
        loading={holders.isFetching}
        value={holder}
        filterOptions={(all) => all}
        onChange={(_, picked) => onHolderChange(picked)}
        onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
        getOptionLabel={(h) => h.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={
          holders.error
            ? holders.error.message
            : q
              ? `No ${typeLabel.toLowerCase()} matches`
              : `No ${typeLabel.toLowerCase()}s`
        }
        sx={{ minWidth: 320, maxWidth: 480, flex: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Account holder"
            helperText={`Type a ${typeLabel.toLowerCase()} name to search`}
          />
        )}
      />
    </Box>
  );
}
