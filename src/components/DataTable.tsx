import { PartLoadError } from './LoadError';
import { Fragment, type ReactNode } from 'react';
import {
  Box,
  LinearProgress,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTranslateLabel } from './useTranslateLabel';

export interface Column<T> {
  /** A message key or a text. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

/** The caption, the empty text and the column labels may be message keys. */
interface Props<T> {
  caption: string;
  rows: T[] | undefined;
  columns: Column<T>[];
  /** Each row's React key; rows without an identity of their own (a log) may use their place. */
  rowKey: (row: T, index: number) => string | number;
  isPending: boolean;
  error: Error | null;
  empty: string;
}

/**
 * A small read-only table with its loading, failed and empty states (for lists that are not resources).
 * On a phone each row is a card of its columns' labels and values, as the resource lists show cards:
 * a table's columns do not fit a phone's width.
 */
export function DataTable<T>({ caption, rows, columns, rowKey, isPending, error, empty }: Props<T>) {
  const translate = useTranslate();
  const label = useTranslateLabel();
  // The theme's (MUI's default outside a ThemeProvider).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const name = label(caption);
  if (isPending)
    return (
      <LinearProgress
        aria-label={translate('app.components.loading', { what: name.toLowerCase(), _: 'Loading %{what}' })}
      />
    );
  if (error) return <PartLoadError error={error} />;
  if (!rows?.length) return <Typography color="text.secondary">{label(empty)}</Typography>;
  if (phone)
    return (
      <List aria-label={name} disablePadding>
        {rows.map((row, index) => (
          <ListItem key={rowKey(row, index)} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
            <Box component="dl" sx={CARD_SX}>
              {columns.map((column) => {
                const value = column.render(row);
                // A card leaves out what a table cell would show empty.
                if (value === '' || value === null || value === undefined) return null;
                return (
                  <Fragment key={column.label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label(column.label)}
                    </Typography>
                    <Typography component="dd" variant="body2">
                      {value}
                    </Typography>
                  </Fragment>
                );
              })}
            </Box>
          </ListItem>
        ))}
      </List>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={name}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {label(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A card's labels beside their values; a link in a card is a whole 44 px tap target. */
const CARD_SX = {
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dd': { m: 0, overflowWrap: 'anywhere' },
  '& dd a': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
} as const;
