import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BidSort } from '#domain/schemas/scorecards';
import { useIsStaff } from '../../providers/useIsStaff';

/** How a list of bids is sorted (staff): as placed, newest first, or by their partners' scores (the API sorts). */
export function useBidSort() {
  const [sort, setSort] = useState<BidSort>('createdAt');
  return { sort, setSort };
}

/** The bids' order: newest first or best score first (partners without a score last). */
export function BidSortControl({ sort, onChange }: { sort: BidSort; onChange: (sort: BidSort) => void }) {
  const translate = useTranslate();
  if (!useIsStaff()) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={sort}
      onChange={(_, value: BidSort | null) => value && onChange(value)}
      aria-label={translate('app.scorecards.bids.sort')}
    >
      <ToggleButton value="createdAt">{translate('app.scorecards.bids.newest')}</ToggleButton>
      <ToggleButton value="score">{translate('app.scorecards.bids.best')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
