import { Logout, UserMenu, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import TranslateIcon from '@mui/icons-material/Translate';
import PaletteIcon from '@mui/icons-material/Palette';
import { useState } from 'react';
import { MyColoursDialog } from './MyColoursDialog';
import { ChangePasswordRoute } from '../custom/auth/authRoutes';
import { LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { LanguageChoiceMenu } from '../i18n/LanguageChoiceMenu';

function ChangePasswordItem() {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to={ChangePasswordRoute} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.userMenu.changePassword')}</ListItemText>
    </MenuItem>
  );
}

function MyColoursItem({ onOpen }: { onOpen: () => void }) {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <PaletteIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.userMenu.myColours')}</ListItemText>
    </MenuItem>
  );
}

/** Language: the languages as a menu beside the item; the choice is kept in the user's profile. */
function LanguageItem() {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <MenuItem
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ListItemIcon>
          <TranslateIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText secondary={LOCALE_LABELS[locale as LocaleCode]}>{translate('app.language.label')}</ListItemText>
      </MenuItem>
      <LanguageChoiceMenu anchor={anchor} onClose={() => setAnchor(null)} onChosen={() => userMenu?.onClose()} />
    </>
  );
}

/** The user menu: change password, my colours, language, then sign out. */
export function AppUserMenu() {
  const [colours, setColours] = useState(false);
  return (
    <>
      <UserMenu>
        <ChangePasswordItem />
        <MyColoursItem onOpen={() => setColours(true)} />
        <LanguageItem />
        <Logout />
      </UserMenu>
      {colours && <MyColoursDialog onClose={() => setColours(false)} />}
    </>
  );
}
