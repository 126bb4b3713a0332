import { useTranslate } from 'react-admin';
import { MESSAGE_TEMPLATES } from '#domain/messages';
import { readTemplate, templatePatterns } from './readTemplate';

const TEMPLATE_PATTERNS = templatePatterns(MESSAGE_TEMPLATES, 'errorTemplates');

/** An API or SPEC text in the user's language when it is one of SPEC's (figures kept); any other text as it came. */
export function useTranslateText() {
  const translate = useTranslate();
  return (text: string | null | undefined) => {
    if (!text) return text;
    const found = readTemplate(TEMPLATE_PATTERNS, text);
    return found ? translate(found.key, found.params) : translate(text, { _: text });
  };
}
