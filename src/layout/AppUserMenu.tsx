import { Logout, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
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

/** The user menu: change password, then sign out. */
export function AppUserMenu() {
  return (
    <UserMenu>
      <ChangePasswordItem />
      <Logout />
    </UserMenu>
  );
}
