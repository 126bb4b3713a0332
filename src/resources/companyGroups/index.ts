import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { CompanyGroupList } from './CompanyGroupList';
import { CompanyGroupCreate, CompanyGroupEdit } from './CompanyGroupEdit';
import { CompanyGroupShow } from './CompanyGroupShow';

export default {
  list: CompanyGroupList,
  create: CompanyGroupCreate,
  edit: CompanyGroupEdit,
  show: CompanyGroupShow,
  icon: CorporateFareIcon,
  recordRepresentation: 'name',
};
