import { createElement } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Create, Edit } from 'react-admin';
import { DemandAddaForm } from './DemandAddaForm';
import { DemandAddaList } from './DemandAddaList';
import { DemandAddaShow } from './DemandAddaShow';

export default {
  list: DemandAddaList,
  create: () => createElement(Create, { redirect: 'list' }, createElement(DemandAddaForm, { creating: true })),
  edit: () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'show' }, createElement(DemandAddaForm, { creating: false })),
  show: DemandAddaShow,
  icon: StorefrontIcon,
  recordRepresentation: 'fullName',
};
