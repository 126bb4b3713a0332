import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, clientConfigFrom } from '#domain/clientConfig';

describe('client config from THEME and PREFERENCE (SPEC §1)', () => {
  it('defaults: logo /logo.png, blue and amber, currency Rs, weight Tonne, km, en', () => {
    expect(clientConfigFrom(null, null)).toEqual(DEFAULT_CLIENT_CONFIG);
    expect(DEFAULT_CLIENT_CONFIG).toMatchObject({
      logoUrl: '/logo.png',
      currency: 'Rs',
      weightUnit: 'Tonne',
      distanceUnit: 'km',
      language: 'en',
    });
  });
  it('enabled entries override in SPEC value order', () => {
    const config = clientConfigFrom(
      { name: 'THEME', values: ['/brand.png', '#2e7d32', '#ff5722', 'Acme Freight'], enabled: 'enabled' },
      { name: 'PREFERENCE', values: ['ETB', 'Kg'], enabled: 'enabled' },
    );
    expect(config).toMatchObject({
      logoUrl: '/brand.png',
      primaryColor: '#2e7d32',
      secondaryColor: '#ff5722',
      clientName: 'Acme Freight',
      currency: 'ETB',
      weightUnit: 'Kg',
    });
  });
  it('a disabled entry, a blank value or a colour that is not a colour keeps the default', () => {
    expect(clientConfigFrom({ name: 'THEME', values: ['/x.png'], enabled: 'disabled' }, null).logoUrl).toBe(
      '/logo.png',
    );
    const config = clientConfigFrom(
      { name: 'THEME', values: ['', 'red; background:url(x)', '#abc', ' '], enabled: 'enabled' },
      null,
    );
    expect(config).toMatchObject({
      logoUrl: '/logo.png',
      primaryColor: DEFAULT_CLIENT_CONFIG.primaryColor,
      secondaryColor: '#abc',
      clientName: DEFAULT_CLIENT_CONFIG.clientName,
    });
  });
  it("PREFERENCE's third value is the deployment's default language, when the portal speaks it", () => {
    const preference = (values: string[]) => ({ name: 'PREFERENCE', values, enabled: 'enabled' });
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne', 'ur'])).language).toBe('ur');
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne', 'de'])).language).toBe('en');
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne'])).language).toBe('en');
  });
});
