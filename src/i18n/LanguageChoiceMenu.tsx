import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useLocaleState } from 'react-admin';
import { LOCALE_CODES, LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { useChangeLanguage } from './useChangeLanguage';

interface Props {
  /** The element the menu opens at; null while it is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Called after onClose when a language is chosen (the current one included). */
  onChosen?: () => void;
}

/** The menu of languages, each named in itself, the one on screen checked; choosing another changes it. */
export function LanguageChoiceMenu({ anchor, onClose, onChosen }: Props) {
  const [locale] = useLocaleState();
  const changeLanguage = useChangeLanguage();
  const choose = (code: LocaleCode) => {
    onClose();
    onChosen?.();
    if (code !== locale) void changeLanguage(code);
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LOCALE_CODES.map((code) => (
        <MenuItem key={code} lang={code} selected={code === locale} onClick={() => choose(code)}>
          <ListItemIcon>{code === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{LOCALE_LABELS[code]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
