import { useEffect, useState } from 'react';
import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ACCOUNT_HOLDER_TYPE, type AccountHolderTypeId } from '#domain/money';
import type { WalletHolder } from '../../providers/walletCalls';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useTranslateText } from '../../i18n/useTranslateText';

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
  const translate = useTranslate();
  const translateText = useTranslateText();
  const label = useEnumLabel();
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
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        fullWidth={false}
        label={translate('app.money.wallet.holder.type')}
        value={holderTypeId}
        onChange={(event) => {
          onTypeChange(Number(event.target.value) as AccountHolderTypeId);
          setText('');
        }}
        sx={{ minWidth: 200 }}
      >
        {HOLDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {label('accountHolderType', type)}
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
            ? translateText(holders.error.message)
            : translate(`app.money.wallet.holder.${q ? 'noMatch' : 'none'}.${holderTypeId}`)
        }
        sx={{ minWidth: 320, maxWidth: 480, flex: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.money.wallet.holder.accountHolder')}
            helperText={translate(`app.money.wallet.holder.search.${holderTypeId}`)}
          />
        )}
      />
    </Box>
  );
}
