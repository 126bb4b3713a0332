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

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

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
  if (isPending) return <LinearProgress aria-label={`Loading ${caption.toLowerCase()}`} />;
  if (error) return <PartLoadError error={error} />;
  if (!rows?.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
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
