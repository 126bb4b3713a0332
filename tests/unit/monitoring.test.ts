import { afterEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const replayIntegration = vi.fn(() => ({ name: 'Replay' }));
vi.mock('@sentry/react', () => ({ init, replayIntegration }));

const { initMonitoring, REPLAY_SAMPLE_RATE, REPLAY_ON_ERROR_SAMPLE_RATE } = await import('../../src/bootstrap/monitoring');

afterEach(() => {
  init.mockClear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('optional outside services (SPEC §1)', () => {
  it('without a DSN or analytics id nothing is initialised or loaded', async () => {
    await initMonitoring({});
    expect(init).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('with a DSN, Sentry starts in production with replay at 10% of sessions and 100% with an error', async () => {
    await initMonitoring({ VITE_SENTRY_DSN: 'https://key@sentry.example/1' });
    expect(REPLAY_SAMPLE_RATE).toBe(0.1);
    expect(REPLAY_ON_ERROR_SAMPLE_RATE).toBe(1);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/1',
        environment: 'production',
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    );
  });

  it('with an analytics script and id, the script is added once, deferred', async () => {
    await initMonitoring({ VITE_ANALYTICS_URL: 'https://stats.example/script.js', VITE_ANALYTICS_ID: 'portal.example' });
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://stats.example/script.js');
    expect(script.defer).toBe(true);
    expect(script.dataset.domain).toBe('portal.example');
  });
});
