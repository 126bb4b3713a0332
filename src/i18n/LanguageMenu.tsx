import { useState } from 'react';
import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { LanguageChoiceMenu } from './LanguageChoiceMenu';

/** The language picker: a button naming the language on screen, and a menu of the others. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={translate('app.language.choose')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {LOCALE_LABELS[locale as LocaleCode] ?? locale}
      </Button>
      <LanguageChoiceMenu anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
