import { onTestFinished, vi } from 'vitest';

/** Makes the running test's screen a phone's (every media query matches: lists show cards) until it ends. */
export function onPhoneScreen() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
