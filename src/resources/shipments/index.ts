import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyPage } from '../../layout/lazyPage';
import { lazyListPage } from '../../layout/lazyListPage';

const ShipmentList = lazyListPage(() => import('./ShipmentList'), 'ShipmentList');
const ShipmentShow = lazyPage(() => import('./ShipmentShow'), 'ShipmentShow');
const ShipmentEdit = lazyPage(() => import('./ShipmentEdit'), 'ShipmentEdit');

export default {
  list: ShipmentList,
  show: ShipmentShow,
  edit: ShipmentEdit,
  icon: LocalShippingIcon,
  recordRepresentation: 'code',
};
