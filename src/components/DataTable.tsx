import { PartLoadError } from './LoadError';
import type { ReactNode } from 'react';
import {
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
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
  rowKey: (row: T) => string | number;
  isPending: boolean;
  error: Error | null;
  empty: string;
}

/** A small read-only table with its loading, failed and empty states (for lists that are not resources). */
export function DataTable<T>({ caption, rows, columns, rowKey, isPending, error, empty }: Props<T>) {
  const translate = useTranslate();
  const label = useTranslateLabel();
  const name = label(caption);
  if (isPending)
    return (
      <LinearProgress
        aria-label={translate('app.components.loading', { what: name.toLowerCase(), _: 'Loading %{what}' })}
      />
    );
  if (error) return <PartLoadError error={error} />;
  if (!rows?.length) return <Typography color="text.secondary">{label(empty)}</Typography>;
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
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
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
