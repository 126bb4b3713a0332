import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { lighten, type Theme } from '@mui/material/styles';
import { DEFAULT_COLORS, type ThemeColours } from './colours';
import { phoneTouchComponents } from './phoneTouch';

export { DEFAULT_COLORS, resolveColours, type ThemeColours } from './colours';

/** Dark mode lightens the primary so text and icons in it keep WCAG AA contrast on dark surfaces. */
export function buildTheme(mode: 'light' | 'dark', colors: ThemeColours = DEFAULT_COLORS): RaThemeOptions {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  return {
    ...base,
    palette: {
      ...base.palette,
      mode,
      primary: { main: mode === 'dark' ? lighten(colors.primary, 0.6) : colors.primary },
      secondary: { main: colors.secondary },
      // MUI's red 700 is 4.3:1 on a form toolbar's grey (#e0e0e0): red 900 keeps a Delete button's text at AA (5:1).
      ...(mode === 'light' ? { error: { main: '#b71c1c' } } : {}),
    },
    components: {
      ...base.components,
      ...phoneTouchComponents,
      // A disabled field's helper text says why it is off: it is for reading, not greyed out with the
      // field (MUI's disabled grey is 2.7:1, under WCAG AA).
      MuiFormHelperText: {
        ...base.components?.MuiFormHelperText,
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
    },
  };
}
