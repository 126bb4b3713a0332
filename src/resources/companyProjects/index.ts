import { createElement } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { Create, Datagrid, Edit, List, ReferenceField, SearchInput, TextField } from 'react-admin';
import { PAGE_SIZE } from '../../domain/limits';
import { ProjectForm } from './ProjectForm';
import { ProjectShow } from './ProjectShow';

const filters = [createElement(SearchInput, { key: 'q', source: 'q', placeholder: 'Project name', alwaysOn: true })];

/** Company projects, 20 a page (SPEC §9). */
const ProjectList = () =>
  createElement(
    List,
    { filters, perPage: PAGE_SIZE.companies },
    createElement(
      Datagrid,
      { rowClick: 'show', bulkActionButtons: false },
      createElement(TextField, { source: 'name', label: 'Project', sortable: false }),
      createElement(ReferenceField, { source: 'groupId', reference: 'company-groups', label: 'Group', link: false, sortable: false }),
      createElement(TextField, { source: 'phoneNumber', label: 'Phone', sortable: false }),
      createElement(TextField, { source: 'strn', label: 'STRN', sortable: false, emptyText: '—' }),
    ),
  );

export default {
  list: ProjectList,
  create: () => createElement(Create, { redirect: 'list' }, createElement(ProjectForm, { creating: true })),
  edit: () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'show' }, createElement(ProjectForm, { creating: false })),
  show: ProjectShow,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
