import type { Theme } from '@mui/material/styles';

/** The smallest a control may be on a phone, each way (WCAG 2.5.5's 44 CSS px). */
export const PHONE_TAP_TARGET = 44;

const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * What a phone needs of every screen, set once in the theme:
 * - react-admin's New button below md is a floating round button fixed over the page, where it sits
 *   on whatever scrolls under it (the pager's next-page arrow, a card): it keeps its round look but
 *   takes its place in the list's toolbar, so nothing floats over a control at any width;
 * - on a phone every button, icon button, tab, check box and clickable chip is at least 44 px each way.
 */
export const phoneTouchComponents = {
  // Every width-dependent choice (react-admin's round New button below md, cards below sm) is read from
  // the screen on the first render, not after it: a list's toolbar is drawn once, and nothing moves.
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  RaCreateButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.RaCreateButton-floating': {
          position: 'static',
          flexShrink: 0,
          width: 48,
          height: 48,
          minHeight: 48,
          [onPhone(theme)]: { marginLeft: theme.spacing(0.5) },
        },
      }),
    },
  },
  MuiButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ [onPhone(theme)]: { minHeight: PHONE_TAP_TARGET } }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [onPhone(theme)]: { minWidth: PHONE_TAP_TARGET, minHeight: PHONE_TAP_TARGET },
      }),
    },
  },
  MuiCheckbox: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [onPhone(theme)]: { minWidth: PHONE_TAP_TARGET, minHeight: PHONE_TAP_TARGET },
      }),
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [onPhone(theme)]: { '&.MuiChip-clickable': { height: 'auto', minHeight: PHONE_TAP_TARGET } },
      }),
    },
  },
  MuiTab: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ [onPhone(theme)]: { minHeight: 48 } }),
    },
  },
};
