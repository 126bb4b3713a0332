import type { RaThemeOptions } from 'react-admin';
import { directionOf } from './locale';
import type { LocaleBundle } from './types';

const MUI_FONTS = '"Roboto", "Helvetica", "Arial", sans-serif';

type Components = Record<string, { defaultProps?: object } & Record<string, unknown>>;

/** One component's settings over another's: the locale's texts join the theme's own props, never replace its styles. */
function mergeComponents(base: Components, extra: Components): Components {
  const merged = { ...base };
  for (const [name, settings] of Object.entries(extra)) {
    const before = merged[name] ?? {};
    merged[name] = { ...before, ...settings, defaultProps: { ...before.defaultProps, ...settings.defaultProps } };
  }
  return merged;
}

/** The theme in a language: its direction, and MUI's and MUI X's texts for it (pagers, grid menus, picker toolbars). */
export function localizedTheme(options: RaThemeOptions, locale: string, bundle: LocaleBundle): RaThemeOptions {
  const components = bundle.themeLocales.reduce<Components>(
    (all, l) => mergeComponents(all, ((l as { components?: Components }).components ?? {}) as Components),
    (options.components ?? {}) as Components,
  );
  // The language's own typeface first; Latin letters and digits fall through to MUI's (Roboto, system fonts).
  const typography = bundle.fontFamily
    ? { ...options.typography, fontFamily: `${bundle.fontFamily}, ${MUI_FONTS}` }
    : options.typography;
  return {
    ...options,
    typography,
    direction: directionOf(locale),
    components: components as RaThemeOptions['components'],
  };
}
