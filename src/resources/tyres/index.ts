import TireRepairIcon from '@mui/icons-material/TireRepair';
import { TyreList } from './TyreList';
import { TyreShow } from './TyreShow';
import { TyreCreate, TyreEdit } from './TyreForm';

export default {
  list: TyreList,
  show: TyreShow,
  edit: TyreEdit,
  create: TyreCreate,
  icon: TireRepairIcon,
  recordRepresentation: (offer: { brand: string; size: string }) => `${offer.brand} ${offer.size}`,
};
