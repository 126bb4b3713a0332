import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { lazyPage } from '../../layout/lazyPage';

const CompanyGroupList = lazyPage(() => import('./CompanyGroupList'), 'CompanyGroupList');
const CompanyGroupCreate = lazyPage(() => import('./CompanyGroupCreate'), 'CompanyGroupCreate');
const CompanyGroupEdit = lazyPage(() => import('./CompanyGroupEdit'), 'CompanyGroupEdit');
const CompanyGroupShow = lazyPage(() => import('./CompanyGroupShow'), 'CompanyGroupShow');

export default {
  list: CompanyGroupList,
  create: CompanyGroupCreate,
  edit: CompanyGroupEdit,
  show: CompanyGroupShow,
  icon: CorporateFareIcon,
  recordRepresentation: 'name',
};
