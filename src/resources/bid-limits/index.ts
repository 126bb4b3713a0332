import GavelIcon from '@mui/icons-material/Gavel';
import { lazyPage } from '../../layout/lazyPage';

const BidLimitList = lazyPage(() => import('./BidLimitList'), 'BidLimitList');
const BidLimitEdit = lazyPage(() => import('./BidLimitEdit'), 'BidLimitEdit');

export default {
  list: BidLimitList,
  edit: BidLimitEdit,
  icon: GavelIcon,
};
