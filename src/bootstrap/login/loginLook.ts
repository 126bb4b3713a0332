import type { ClientConfig } from '#domain/clientConfig';
import { resolveColours } from '../../theme/colours';
import { storage } from '../../providers/storage';
import type { UserThemePreference } from '../../providers/authProvider';

/** react-admin's kept light/dark choice (portalStore: localStorageStore with the app key 'Portal'). */
const KEPT_MODE_KEY = 'RaStorePortal.theme';

/** Light or dark as react-admin's useTheme picks it: the kept choice, else the user's saved mode, else the system's. */
export function loginMode(): 'light' | 'dark' {
  let kept: unknown = null;
  try {
    kept = JSON.parse(localStorage.getItem(KEPT_MODE_KEY) ?? 'null');
  } catch {
    kept = null;
  }
  if (kept === 'light' || kept === 'dark') return kept;
  const saved = storage.getJson<UserThemePreference>('theme');
  if (saved?.mode === 'light' || saved?.mode === 'dark') return saved.mode;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const channels = (hex: string) => {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1, 7);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * The primary colour and the text on it, as buildTheme and MUI's getContrastText make them: dark mode
 * lightens the primary by 60 %; white text when it keeps 3:1 on the colour, else near-black.
 */
export function primaryColours(primaryHex: string, mode: 'light' | 'dark') {
  const base = channels(primaryHex);
  const rgb = mode === 'dark' ? base.map((v) => Math.trunc(v + (255 - v) * 0.6)) : base;
  const onPrimary = 1.05 / (luminance(rgb) + 0.05) >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
  return { primary: `rgb(${rgb.join(', ')})`, onPrimary };
}

/** The client's brand over the defaults, and the user's saved colours winning (as ThemedAdmin resolves them). */
export function brandColours(config: Pick<ClientConfig, 'primaryColor' | 'secondaryColor'>) {
  const saved = storage.getJson<UserThemePreference>('theme');
  return resolveColours({ primary: config.primaryColor, secondary: config.secondaryColor }, saved);
}
