import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { CompanyGroupList } from './CompanyGroupList';
import { CompanyGroupCreate, CompanyGroupEdit } from './CompanyGroupEdit';

export default {
  list: CompanyGroupList,
  create: CompanyGroupCreate,
  edit: CompanyGroupEdit,
  icon: CorporateFareIcon,
  recordRepresentation: 'name',
};
