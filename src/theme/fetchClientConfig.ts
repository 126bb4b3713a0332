import { CONFIG_NAME, clientConfigFrom, type ClientConfig, type ConfigEntry } from '#domain/clientConfig';

/** THEME and PREFERENCE over the defaults (SPEC §1); fails when either read fails. */
export const fetchClientConfig = (dataProvider: {
  getConfig(name: string): Promise<ConfigEntry>;
}): Promise<ClientConfig> =>
  Promise.all([dataProvider.getConfig(CONFIG_NAME.THEME), dataProvider.getConfig(CONFIG_NAME.PREFERENCE)]).then(
    ([theme, preference]) => clientConfigFrom(theme, preference),
  );
