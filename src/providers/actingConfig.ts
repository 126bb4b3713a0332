import { CONFIG_NAME, type ConfigEntry } from '#domain/clientConfig';

/** The query key of a config entry the running portal acts on (useConfigEntry); ['configs'] is invalidated on save. */
export const actingConfigKey = (name: string) => ['configs', 'acting', name];

/** An entry the portal cannot read (none, or no access) is null: its reader then gives SPEC's default. */
export const readActingConfig = (dataProvider: { getConfig(name: string): Promise<ConfigEntry> }, name: string) =>
  dataProvider.getConfig(name).catch(() => null);

/** The entries the everyday screens' labels read (useSpecLabels), asked for early on every signed-in load. */
export const LABEL_CONFIGS = [CONFIG_NAME.VEHICLE_TYPE_TERMINOLOGY, CONFIG_NAME.SHIPPER_RATE];
