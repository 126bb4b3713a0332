import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { ShipmentList } from './ShipmentList';
import { ShipmentShow } from './ShipmentShow';
import { ShipmentEdit } from './ShipmentEdit';

export default {
  list: ShipmentList,
  show: ShipmentShow,
  edit: ShipmentEdit,
  icon: LocalShippingIcon,
  recordRepresentation: 'code',
};
