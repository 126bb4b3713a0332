/**
 * Where caught errors go: nowhere until an error-reporting service is configured (SPEC §1: Sentry,
 * only with VITE_SENTRY_DSN), then to it. Kept free of any service's code so the entry stays tiny.
 */
type Reporter = (error: unknown, context: Record<string, unknown>) => void;

let reporter: Reporter | undefined;

export function setErrorReporter(next: Reporter | undefined) {
  reporter = next;
}

/**
 * A failed call worth a report: the server's fault (5xx) or an answer the portal cannot read. A
 * refusal (4xx) is the user's input or rights, and a network failure or timeout is the user's
 * connection: both are shown to the user, not reported.
 */
export function isReportable(error: unknown) {
  if (!(error instanceof Error)) return true;
  const kind = (error as { kind?: unknown }).kind;
  if (kind === undefined) return !('status' in error);
  if (typeof kind === 'number') return kind >= 500;
  return kind === 'PARSING_ERROR';
}

export function reportError(error: unknown, context: Record<string, unknown> = {}) {
  if (reporter && isReportable(error)) reporter(error, context);
}
