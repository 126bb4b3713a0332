import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { amber, blue } from '@mui/material/colors';

/** SPEC §1 defaults: primary blue, secondary amber. blue[800] keeps primary text on tinted and filled backgrounds above 4.5:1 (WCAG AA). */
export const DEFAULT_COLORS = { primary: blue[800], secondary: amber[500] } as const;

export function buildTheme(mode: 'light' | 'dark', colors: { primary: string; secondary: string } = DEFAULT_COLORS): RaThemeOptions {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  return {
    ...base,
    palette: {
      ...base.palette,
      mode,
      primary: { main: mode === 'dark' ? blue[200] : colors.primary },
      secondary: { main: colors.secondary },
    },
  };
}
