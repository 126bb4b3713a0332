import { describe, expect, it } from 'vitest';
import { CONFIG_NAME, DEFAULT_CONFIG_ENTRIES } from '#domain/clientConfig';
import { CLOCK_CONFIG_DEFAULTS } from '#domain/clocks';
import { configEntrySchema } from '#domain/schemas/config';
import { CONFIG_REGISTRY, configEntryLabel, wholeAmountValue } from '#domain/schemas/configRegistry';
import { MESSAGES } from '#domain/messages';
import { englishMessages } from '../../src/i18n/en';

const problem = async (name: string, values: string[]) =>
  configEntrySchema
    .validate({ name, values, enabled: 'enabled' })
    .then(() => null)
    .catch((error: Error) => error.message);

describe('config entries: one typed schema each (issue 38 #9)', () => {
  it('every seeded entry passes its own schema', async () => {
    for (const entry of [...DEFAULT_CONFIG_ENTRIES, ...CLOCK_CONFIG_DEFAULTS])
      expect(await problem(entry.name, [...entry.values]), entry.name).toBeNull();
  });

  it('every entry the project defines has a schema and a human name in English', () => {
    const names = [...Object.values(CONFIG_NAME), ...CLOCK_CONFIG_DEFAULTS.map((e) => e.name)];
    const texts = englishMessages as unknown as Record<string, Record<string, Record<string, Record<string, string>>>>;
    for (const name of names) {
      expect(CONFIG_REGISTRY[name], name).toBeDefined();
      const key = configEntryLabel(name)!.split('.').pop()!;
      expect(texts.app.configuration.names[key], name).toEqual(expect.any(String));
    }
    expect(configEntryLabel('SOMETHING_ELSE')).toBeUndefined();
  });

  it('the payment batch threshold is one whole amount, 0 or more', async () => {
    const threshold = CONFIG_NAME.PAYMENT_BATCH_CONFIRM_THRESHOLD;
    for (const bad of [['-50'], ['abc'], [''], ['12.5'], ['1', '2'], []])
      expect(await problem(threshold, bad), bad.join()).toBe(MESSAGES.settleThresholdInvalid);
    expect(await problem(threshold, ['0'])).toBeNull();
    expect(await problem(threshold, ['250000'])).toBeNull();
    expect(wholeAmountValue(' 42 ')).toBe(42);
    expect(wholeAmountValue('1e3')).toBeNull();
  });

  it('lists name known items only, by id or by name in any case', async () => {
    expect(await problem(CONFIG_NAME.SHIPMENT_TYPES, ['spot', '2'])).toBeNull();
    expect(await problem(CONFIG_NAME.SHIPMENT_TYPES, ['Spot', 'Barge'])).toBe(MESSAGES.shipmentTypesUnknown);
    expect(await problem(CONFIG_NAME.PAYMENT_TYPES, ['Cash'])).toBe(MESSAGES.paymentTypesUnknown);
    expect(await problem(CONFIG_NAME.VEHICLE_TYPES, ['Flatbed', 'Rocket'])).toBe(MESSAGES.vehicleTypesUnknown);
    expect(await problem(CONFIG_NAME.DOCUMENT_TYPES, ['Invoice', 'Logo'])).toBe(MESSAGES.documentTypesUnknown);
  });

  it('texts, keys and the theme keep their shapes; an undefined name stays free-form', async () => {
    expect(await problem(CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY, [''])).toBe(MESSAGES.terminologyInvalid);
    expect(await problem(CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY, ['x'.repeat(51)])).toBe(MESSAGES.terminologyInvalid);
    expect(await problem(CONFIG_NAME.GOOGLE_MAP_API, ['key', 'map', 'extra'])).toBe(MESSAGES.mapApiValues);
    expect(await problem(CONFIG_NAME.THEME, ['/logo.png', '#111111', '#222222', 'Name', 'more'])).toBe(
      MESSAGES.themeValuesCount,
    );
    expect(await problem('SOMETHING_ELSE', ['anything'])).toBeNull();
  });
});
