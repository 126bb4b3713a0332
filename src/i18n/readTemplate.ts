const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface TemplatePattern {
  key: string;
  names: string[];
  pattern: RegExp;
}

/** Each English template as a pattern that reads its figures back out of a text the API wrote with it. */
export const templatePatterns = (templates: Record<string, string>, keyPrefix: string): TemplatePattern[] =>
  Object.entries(templates).map(([name, template]) => ({
    key: `${keyPrefix}.${name}`,
    names: [...template.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]),
    pattern: new RegExp(`^${escape(template).replace(/%\\\{\w+\\\}/g, '(.+?)')}$`),
  }));

/** The message key and figures of the first template the text was written with, or null. */
export function readTemplate(patterns: TemplatePattern[], text: string) {
  for (const { key, names, pattern } of patterns) {
    const found = pattern.exec(text);
    if (found) return { key, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}
