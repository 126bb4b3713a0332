import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SettingsIcon from '@mui/icons-material/Settings';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Menu, useCanAccess } from 'react-admin';
import { isCompanyScoped } from '../domain/userTypes';
import { storage } from '../providers/storage';

/** A page outside the CRUD mould, in the menu only for users whose role reaches its area. */
function PageItem({ to, label, resource, icon }: { to: string; label: string; resource: string; icon: React.ReactElement }) {
  const { canAccess } = useCanAccess({ action: 'list', resource });
  return canAccess ? <Menu.Item to={to} primaryText={label} leftIcon={icon} /> : null;
}

/** react-admin's menu (dashboard and every resource the user may list), plus the wallet and billing pages. */
export function AppMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <PageItem to="/wallet" label="Wallet" resource="wallet" icon={<AccountBalanceWalletIcon />} />
      <PageItem to="/billing" label="Billing configuration" resource="billing" icon={<ReceiptLongIcon />} />
      <PageItem to="/verification" label="Verification" resource="verification" icon={<FactCheckIcon />} />
      <PageItem to="/configuration" label="Configuration" resource="config" icon={<SettingsIcon />} />
      {isCompanyScoped(Number(storage.get('userType'))) && <PageItem to="/settings/email-notifications" label="E-mail notifications" resource="notifications" icon={<MarkEmailReadIcon />} />}
    </Menu>
  );
}
