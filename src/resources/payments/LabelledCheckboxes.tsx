import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

type OwnerState = Record<string, unknown>;
const label = (ownerState: OwnerState) => ownerState['aria-label'];

/**
 * react-admin's Datagrid gives each row checkbox `aria-label` as a prop, which MUI 9 puts on the
 * checkbox's outer span: the input is left unnamed and the span wears a name it may not have (axe:
 * label, aria-prohibited-attr). Under this wrapper a checkbox's aria-label moves onto its input.
 * A candidate for the app theme once more lists select rows.
 */
const withLabelledCheckboxes = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiCheckbox: {
      ...outer.components?.MuiCheckbox,
      defaultProps: {
        ...outer.components?.MuiCheckbox?.defaultProps,
        slotProps: {
          root: ((ownerState: OwnerState) => (label(ownerState) ? { 'aria-label': undefined } : {})) as never,
          input: ((ownerState: OwnerState) => (label(ownerState) ? { 'aria-label': label(ownerState) } : {})) as never,
        },
      },
    },
  },
});

export const LabelledCheckboxes = ({ children }: { children: ReactNode }) => <ThemeProvider theme={withLabelledCheckboxes}>{children}</ThemeProvider>;
