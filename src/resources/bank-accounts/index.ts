import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyPage } from '../../layout/lazyPage';

const BankAccountCreate = lazyPage(() => import('./BankAccountCreate'), 'BankAccountCreate');
const BankAccountList = lazyPage(() => import('./BankAccountList'), 'BankAccountList');

/**
 * Partners' bank accounts (staff). Edited in a dialog from the list row (BankAccountEditDialog):
 * the API answers no single account, so there is no edit page.
 */
export default {
  list: BankAccountList,
  create: BankAccountCreate,
  icon: AccountBalanceIcon,
  recordRepresentation: (account: { bankName: string; accountNumber: string }) =>
    `${account.bankName} ${account.accountNumber}`,
};
