import type { Api } from '../http/validate';
import { ok } from '../http/envelope';
import { docs } from '../http/docs';
import { DataOf } from '#domain/records/envelope';
import { IpLocationRecord } from '#domain/records/lookups';
import { countryByIsoCode } from './geography';

/** Headers a CDN or load balancer in front of the API may set with the caller's country. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'] as const;

/**
 * The portal's start-up IP location. No outside lookup: the country comes from a trusted proxy
 * header when TRUST_PROXY is on, else DEFAULT_COUNTRY_CODE (PK).
 */
export default async function ipLocationRoutes(app: Api) {
  const fallback = (process.env.DEFAULT_COUNTRY_CODE ?? 'PK').toUpperCase();
  const trustHeaders = process.env.TRUST_PROXY === 'true';

  app.get(
    '/ip-location',
    {
      schema: docs({
        tags: ['lookups'],
        summary: "The caller's IP and country, from proxy headers or the configured default",
        public: true,
        answer: DataOf(IpLocationRecord),
      }),
      config: { public: true },
    },
    async (request) => {
      const fromHeader = trustHeaders
        ? COUNTRY_HEADERS.map((name) => request.headers[name]).find(
            (value): value is string => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value),
          )
        : undefined;
      const countryCode = (fromHeader ?? fallback).toUpperCase();
      const country = await countryByIsoCode(app.ctx.database.db, countryCode);
      return ok({
        ip: request.ip,
        countryCode,
        country: country?.name ?? countryCode,
        countryId: country?.id ?? null,
        source: fromHeader ? 'proxy-header' : 'default',
      });
    },
  );
}
