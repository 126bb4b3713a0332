import { afterEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const replayIntegration = vi.fn(() => ({ name: 'Replay' }));
const captureException = vi.fn();
vi.mock('@sentry/react', () => ({ init, replayIntegration, captureException }));

const { initMonitoring, REPLAY_SAMPLE_RATE, REPLAY_ON_ERROR_SAMPLE_RATE } =
  await import('../../src/bootstrap/monitoring');

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
    await initMonitoring({
      VITE_ANALYTICS_URL: 'https://stats.example/script.js',
      VITE_ANALYTICS_ID: 'portal.example',
    });
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://stats.example/script.js');
    expect(script.defer).toBe(true);
    expect(script.dataset.domain).toBe('portal.example');
  });
});

describe('errors caught inside the portal reach Sentry when a DSN is set (SPEC §1)', () => {
  it('a render error an error boundary caught (as react-admin catches a page that throws) is captured with its component stack', async () => {
    const { createElement, Component } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const { reportingRootOptions } = await import('../../src/root');
    await initMonitoring({ VITE_SENTRY_DSN: 'https://key@sentry.example/1' });
    class Boundary extends Component<{ children: unknown }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? createElement('p', null, 'Something went wrong') : (this.props.children as never);
      }
    }
    const Broken = () => {
      throw new Error('shipment page broke');
    };
    const container = document.createElement('div');
    const root = createRoot(container, reportingRootOptions);
    await act(async () => root.render(createElement(Boundary, null, createElement(Broken))));
    expect(container.textContent).toBe('Something went wrong');
    expect(captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'shipment page broke' }), {
      extra: expect.objectContaining({ caught: true, componentStack: expect.stringContaining('Broken') }),
    });
    root.unmount();
  });

  it("a failed query is captured when it is the server's fault or unreadable, not when it is a refusal or the user's connection", async () => {
    const { reportError } = await import('../../src/bootstrap/errorReporting');
    const { ApiError } = await import('../../src/providers/httpClient');
    await initMonitoring({ VITE_SENTRY_DSN: 'https://key@sentry.example/1' });
    captureException.mockClear();
    for (const error of [
      new ApiError(500, 'Unable to process request'),
      new ApiError('PARSING_ERROR', 'Unable to process request'),
      new TypeError('x is undefined'),
    ])
      reportError(error, { queryKey: ['shipments'] });
    for (const error of [
      new ApiError(400, 'Please fill in all required fields'),
      new ApiError(404, 'Not found'),
      new ApiError('FETCH_ERROR', 'Unable to process request'),
      new ApiError('TIMEOUT_ERROR', 'Unable to process request'),
    ])
      reportError(error);
    expect(captureException.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'Unable to process request',
      'Unable to process request',
      'x is undefined',
    ]);
  });
});
