/** SPEC §3 browser storage keys, and the only module that touches localStorage for them. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  userType: 'userType',
  roles: 'roles',
  ipLocation: 'ipLocation',
  hash: 'hash',
  theme: 'theme',
  locale: 'locale',
  /** The sign-in last chosen on the login page (internal or shipper). */
  loginKind: 'loginKind',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

const FLASH_KEY = 'flash';
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const storage = {
  get(key: StorageKey): string | null {
    return localStorage.getItem(STORAGE_KEYS[key]);
  },
  set(key: StorageKey, value: string) {
    localStorage.setItem(STORAGE_KEYS[key], value);
    changed();
  },
  remove(key: StorageKey) {
    localStorage.removeItem(STORAGE_KEYS[key]);
    changed();
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = this.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown) {
    this.set(key, JSON.stringify(value));
  },
  /** Forgets the signed-in session and everything cached for it; keeps hash and theme. */
  clearSession() {
    (['token', 'refreshToken', 'user', 'userType', 'roles', 'ipLocation'] as const).forEach((key) => this.remove(key));
  },
  /**
   * Calls back on every change made through this module (a sign-in, a sign-out), and on a change
   * another tab made (the browser's storage event), so signing out in one tab signs out them all;
   * returns the unsubscribe.
   */
  subscribe(listener: () => void) {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  /** A one-shot message for the next page (e.g. why the user was sent to login). */
  setFlash(message: string) {
    sessionStorage.setItem(FLASH_KEY, message);
  },
  takeFlash(): string | null {
    const message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return message;
  },
};
