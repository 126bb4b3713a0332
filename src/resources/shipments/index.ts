import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyPage } from '../../layout/lazyPage';

const ShipmentList = lazyPage(() => import('./ShipmentList'), 'ShipmentList');
const ShipmentShow = lazyPage(() => import('./ShipmentShow'), 'ShipmentShow');
const ShipmentEdit = lazyPage(() => import('./ShipmentEdit'), 'ShipmentEdit');

export default {
  list: ShipmentList,
  show: ShipmentShow,
  edit: ShipmentEdit,
  icon: LocalShippingIcon,
  recordRepresentation: 'code',
};
