import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeOrigins, NO_SERVICES, type ServiceOrigins } from '#domain/outsideServices';
import type { ServerEnvironment } from '../environment';

/** Google Maps for the live map (used only when a GOOGLE_MAP_API key is configured in the database). */
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/**
 * The outside services the served portal was built to call (dist/build.json, written with the
 * build's VITE_ variables) and those this process is configured with.
 */
export function configuredServices(config: Pick<ServerEnvironment, 'distDir' | 'outsideServices'>): ServiceOrigins {
  let built = NO_SERVICES;
  try {
    const build = JSON.parse(readFileSync(join(config.distDir, 'build.json'), 'utf8')) as { services?: ServiceOrigins };
    if (build.services) built = { ...NO_SERVICES, ...build.services };
  } catch {
    // No build (the API alone): only this process's own settings.
  }
  return mergeOrigins(built, config.outsideServices);
}

/**
 * The Content Security Policy: the portal's own origin, Google Maps, and each configured outside
 * service's origin, nothing else; emotion (MUI) needs inline styles. upgrade-insecure-requests only
 * where the portal is served over HTTPS: on a plain-HTTP LAN address it would make browsers rewrite
 * its requests to a port nobody answers.
 */
export function contentSecurityDirectives(services: ServiceOrigins, httpsOnly: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...GOOGLE_MAPS, ...services.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", ...GOOGLE_MAPS, ...services.connect],
    fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
    // Document previews (a PDF in a frame) are blob URLs the portal made from an authorised download.
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", ...services.worker],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: httpsOnly ? [] : null,
  };
}

/** The OpenAPI page's own policy (@fastify/swagger-ui's, which always upgrades requests), upgrading only over HTTPS. */
export const docsPolicy = (httpsOnly: boolean) => (header: string) =>
  httpsOnly ? header : header.replace(/\s*upgrade-insecure-requests;?/, '');
