import { Create, Edit } from 'react-admin';
import { DemandAddaForm } from './DemandAddaForm';

export const DemandAddaCreate = () => (
  <Create redirect="list">
    <DemandAddaForm creating />
  </Create>
);

export const DemandAddaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <DemandAddaForm creating={false} />
  </Edit>
);
