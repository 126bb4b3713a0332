import { Create } from 'react-admin';
import { SimpleForm } from '../../components/SimpleForm';
import { DemandAddaInputs, demandAddaCreateResolver } from './DemandAddaInputs';

export const DemandAddaCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={demandAddaCreateResolver}>
      <DemandAddaInputs creating />
    </SimpleForm>
  </Create>
);
