import { useTranslate } from 'react-admin';
import { MESSAGE_TEMPLATES } from '#domain/messages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each template as a pattern that reads its figures back out of the English the API sent. */
const TEMPLATE_PATTERNS = Object.entries(MESSAGE_TEMPLATES).map(([name, template]) => {
  const names = [...template.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);
  const pattern = new RegExp(`^${escape(template).replace(/%\\\{\w+\\\}/g, '(.+?)')}$`);
  return { key: `errorTemplates.${name}`, names, pattern };
});

/** An API or SPEC text in the user's language when it is one of SPEC's (figures kept); any other text as it came. */
export function useTranslateText() {
  const translate = useTranslate();
  return (text: string | null | undefined) => {
    if (!text) return text;
    for (const { key, names, pattern } of TEMPLATE_PATTERNS) {
      const found = pattern.exec(text);
      if (found) return translate(key, Object.fromEntries(names.map((name, i) => [name, found[i + 1]])));
    }
    return translate(text, { _: text });
  };
}
