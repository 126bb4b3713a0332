/**
 * Optional outside services, each on only when configured (this machine reaches none of them):
 * Sentry error reporting with session replay (VITE_SENTRY_DSN), web analytics (VITE_ANALYTICS_URL
 * + VITE_ANALYTICS_ID, a Plausible-style script). Neither code nor request exists otherwise.
 */
import { setErrorReporter } from './errorReporting';

export const REPLAY_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1.0;

export async function initMonitoring(env: Record<string, string | undefined> = import.meta.env) {
  const dsn = env.VITE_SENTRY_DSN;
  if (dsn) {
    const Sentry = await import('@sentry/react');
    Sentry.init({
      dsn,
      environment: 'production',
      integrations: [Sentry.replayIntegration()],
      replaysSessionSampleRate: REPLAY_SAMPLE_RATE,
      replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    });
    // Errors react-admin's error boundary or a failed query catch never reach Sentry's global handlers.
    setErrorReporter((error, context) => Sentry.captureException(error, { extra: context }));
  }
  if (env.VITE_ANALYTICS_URL && env.VITE_ANALYTICS_ID) {
    const script = document.createElement('script');
    script.defer = true;
    script.src = env.VITE_ANALYTICS_URL;
    script.dataset.domain = env.VITE_ANALYTICS_ID;
    document.head.appendChild(script);
  }
}
