import { ResourceEdit } from '../../components/ResourcePages';
import { Create } from 'react-admin';
import { DemandAddaForm } from './DemandAddaForm';

export const DemandAddaCreate = () => (
  <Create redirect="list">
    <DemandAddaForm creating />
  </Create>
);

export const DemandAddaEdit = () => (
  <ResourceEdit redirect="show">
    <DemandAddaForm creating={false} />
  </ResourceEdit>
);
