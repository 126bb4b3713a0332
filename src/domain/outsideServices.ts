/**
 * The portal's optional outside services, by the build variables that turn them on (README): Sentry
 * error reporting with session replay, and a Plausible-style analytics script. The API's Content
 * Security Policy allows each configured one's origin, and nothing else (issue 36).
 */
export interface OutsideServicesEnv {
  VITE_SENTRY_DSN?: string;
  VITE_ANALYTICS_URL?: string;
  VITE_ANALYTICS_ID?: string;
}

/** The origins a CSP must allow, by directive. */
export interface ServiceOrigins {
  script: string[];
  connect: string[];
  worker: string[];
}

export const NO_SERVICES: ServiceOrigins = { script: [], connect: [], worker: [] };

/** An http(s) URL's origin, or undefined for anything else (a malformed setting allows nothing). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function serviceOrigins(env: OutsideServicesEnv): ServiceOrigins {
  const origins = { script: new Set<string>(), connect: new Set<string>(), worker: new Set<string>() };
  // Sentry's code is bundled; it sends events to the DSN's host, and replay compresses in a blob worker.
  const sentry = originOf(env.VITE_SENTRY_DSN);
  if (sentry) {
    origins.connect.add(sentry);
    origins.worker.add('blob:');
  }
  // The analytics script is loaded from its own origin and posts its events there.
  const analytics = env.VITE_ANALYTICS_ID ? originOf(env.VITE_ANALYTICS_URL) : undefined;
  if (analytics) {
    origins.script.add(analytics);
    origins.connect.add(analytics);
  }
  return { script: [...origins.script], connect: [...origins.connect], worker: [...origins.worker] };
}

/** Both lists of origins together, each once. */
export const mergeOrigins = (a: ServiceOrigins, b: ServiceOrigins): ServiceOrigins => ({
  script: [...new Set([...a.script, ...b.script])],
  connect: [...new Set([...a.connect, ...b.connect])],
  worker: [...new Set([...a.worker, ...b.worker])],
});
