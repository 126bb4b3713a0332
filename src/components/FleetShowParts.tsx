import type { ReactNode } from 'react';
import { Grid, Typography } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, TopToolbar, useRecordContext } from 'react-admin';

/** A labelled detail of a card whose value is more than text (chips, a flagged date). */
export function FactBlock({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Grid size={wide ? 12 : { xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      {children}
    </Grid>
  );
}

/**
 * Edit, and delete behind react-admin's confirmation (pessimistic: the API's refusal, such as a
 * driver still in a booking, is notified and nothing is removed). `what` names the record kind.
 */
export function EditDeleteActions({ what, nameOf, effect }: { what: string; nameOf: (record: Record<string, unknown>) => string; effect: string }) {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <EditButton />
      {record && <DeleteWithConfirmButton confirmTitle={`Delete ${what} ${nameOf(record)}?`} confirmContent={effect} mutationMode="pessimistic" />}
    </TopToolbar>
  );
}
