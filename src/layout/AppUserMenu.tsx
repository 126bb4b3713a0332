import { Logout, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import PaletteIcon from '@mui/icons-material/Palette';
import { useState } from 'react';
import { MyColoursDialog } from './MyColoursDialog';
import { ChangePasswordRoute } from '../custom/auth/authRoutes';

function ChangePasswordItem() {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={ChangePasswordRoute} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change password</ListItemText>
    </MenuItem>
  );
}

function MyColoursItem({ onOpen }: { onOpen: () => void }) {
  const userMenu = useUserMenu();
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
      <ListItemText>My colours</ListItemText>
    </MenuItem>
  );
}

/** The user menu: change password, my colours, then sign out. */
export function AppUserMenu() {
  const [colours, setColours] = useState(false);
  return (
    <>
      <UserMenu>
        <ChangePasswordItem />
        <MyColoursItem onOpen={() => setColours(true)} />
        <Logout />
      </UserMenu>
      {colours && <MyColoursDialog onClose={() => setColours(false)} />}
    </>
  );
}
