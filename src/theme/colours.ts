import { DEFAULT_CLIENT_CONFIG, isHexColour } from '#domain/clientConfig';

export interface ThemeColours {
  primary: string;
  secondary: string;
}

export const DEFAULT_COLORS: ThemeColours = {
  primary: DEFAULT_CLIENT_CONFIG.primaryColor,
  secondary: DEFAULT_CLIENT_CONFIG.secondaryColor,
};

/** A user's saved colours win over the client's, each one only when it is a colour (SPEC §1). */
export function resolveColours(client: ThemeColours, saved?: Partial<ThemeColours> | null): ThemeColours {
  return {
    primary: isHexColour(saved?.primary) ? saved.primary : client.primary,
    secondary: isHexColour(saved?.secondary) ? saved.secondary : client.secondary,
  };
}
