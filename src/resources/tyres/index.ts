import TireRepairIcon from '@mui/icons-material/TireRepair';
import { lazyPage } from '../../layout/lazyPage';

const TyreList = lazyPage(() => import('./TyreList'), 'TyreList');
const TyreShow = lazyPage(() => import('./TyreShow'), 'TyreShow');
const TyreCreate = lazyPage(() => import('./TyreCreate'), 'TyreCreate');
const TyreEdit = lazyPage(() => import('./TyreEdit'), 'TyreEdit');

export default {
  list: TyreList,
  show: TyreShow,
  edit: TyreEdit,
  create: TyreCreate,
  icon: TireRepairIcon,
  recordRepresentation: (offer: { brand: string; size: string }) => `${offer.brand} ${offer.size}`,
};
