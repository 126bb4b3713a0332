import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, clientConfigFrom, preferenceValues } from '#domain/clientConfig';
import { configEntrySchema } from '#domain/schemas/config';
import { MESSAGES } from '#domain/messages';

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
  it("PREFERENCE's fourth value is the distance unit, km or mi; anything else keeps km", () => {
    const preference = (values: string[], enabled = 'enabled') => ({ name: 'PREFERENCE', values, enabled });
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne', 'en', 'mi'])).distanceUnit).toBe('mi');
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne', '', ' mi '])).distanceUnit).toBe('mi');
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne', '', 'mi'])).language).toBe('en');
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne', 'en', 'km'])).distanceUnit).toBe('km');
    for (const bad of ['miles', 'MI', 'yd', ''])
      expect(clientConfigFrom(null, preference(['Rs', 'Tonne', 'en', bad])).distanceUnit).toBe('km');
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne'])).distanceUnit).toBe('km');
    expect(clientConfigFrom(null, preference(['Rs', 'Tonne', 'en', 'mi'], 'disabled')).distanceUnit).toBe('km');
  });
  it('the configuration screen saves PREFERENCE with its trailing defaults left out', () => {
    expect(preferenceValues(' Rs ', 'Tonne', '', 'km')).toEqual(['Rs', 'Tonne']);
    expect(preferenceValues('Rs', 'Tonne', 'ur', 'km')).toEqual(['Rs', 'Tonne', 'ur']);
    expect(preferenceValues('Rs', 'Tonne', '', 'mi')).toEqual(['Rs', 'Tonne', '', 'mi']);
    expect(preferenceValues('Rs', 'Tonne', 'fr', 'mi')).toEqual(['Rs', 'Tonne', 'fr', 'mi']);
  });
});

describe('PUT /config checks PREFERENCE and MAP_DEFAULT_POSITION', () => {
  const refusal = (name: string, values: string[]) =>
    configEntrySchema.validate({ name, values, enabled: 'enabled' }).then(
      () => null,
      (error: Error) => error.message,
    );
  it('PREFERENCE: a distance unit after the language (which may then be empty), km or mi', async () => {
    expect(await refusal('PREFERENCE', ['Rs', 'Tonne', 'en', 'mi'])).toBeNull();
    expect(await refusal('PREFERENCE', ['Rs', 'Tonne', '', 'km'])).toBeNull();
    expect(await refusal('PREFERENCE', ['Rs', 'Tonne', 'en', 'miles'])).toBe(MESSAGES.distanceUnitInvalid);
    expect(await refusal('PREFERENCE', ['Rs', 'Tonne', ''])).toBe(MESSAGES.preferenceValuesCount);
    expect(await refusal('PREFERENCE', ['Rs', 'Tonne', 'de', 'km'])).toBe(MESSAGES.preferenceValuesCount);
    expect(await refusal('PREFERENCE', ['Rs', 'Tonne', 'en', 'km', 'x'])).toBe(MESSAGES.preferenceValuesCount);
  });
  it('MAP_DEFAULT_POSITION: a latitude from -90 to 90 and a longitude from -180 to 180', async () => {
    expect(await refusal('MAP_DEFAULT_POSITION', ['30.3753', '69.3451'])).toBeNull();
    expect(await refusal('MAP_DEFAULT_POSITION', ['-90', '180'])).toBeNull();
    expect(await refusal('MAP_DEFAULT_POSITION', ['91', '69.3451'])).toBe(MESSAGES.mapLatitudeInvalid);
    expect(await refusal('MAP_DEFAULT_POSITION', ['north', '69.3451'])).toBe(MESSAGES.mapLatitudeInvalid);
    expect(await refusal('MAP_DEFAULT_POSITION', ['30', '-181'])).toBe(MESSAGES.mapLongitudeInvalid);
    expect(await refusal('MAP_DEFAULT_POSITION', ['30', ''])).toBe(MESSAGES.mapLongitudeInvalid);
    expect(await refusal('MAP_DEFAULT_POSITION', ['30'])).toBe(MESSAGES.mapPositionValues);
  });
});
