import { useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALE_CODES, LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { useChangeLanguage } from './useChangeLanguage';

/** The language picker: a button naming the language on screen, and a menu of the others. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (code: LocaleCode) => {
    setAnchor(null);
    if (code !== locale) void changeLanguage(code);
  };
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
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALE_CODES.map((code) => (
          <MenuItem key={code} lang={code} selected={code === locale} onClick={() => choose(code)}>
            <ListItemIcon>{code === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{LOCALE_LABELS[code]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
