/** Debian's chromium, which the benchmarks drive (Playwright's own browsers are not installed). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Offline: every host name fails to resolve except the loopback the apps are served on. */
export const OFFLINE_RESOLVER_RULES = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return !/^https?:$|^wss?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost';
};
