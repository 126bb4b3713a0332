import type { RaThemeOptions } from 'react-admin';
import { directionOf } from './locale';
import type { LocaleBundle } from './types';

/** The theme in a language: its direction, and MUI X's texts for it (grid menus, picker toolbars). */
export function localizedTheme(options: RaThemeOptions, locale: string, bundle: LocaleBundle): RaThemeOptions {
  const components = Object.assign(
    {},
    options.components,
    ...bundle.themeLocales.map((l) => (l as { components?: object }).components),
  );
  return { ...options, direction: directionOf(locale), components };
}
