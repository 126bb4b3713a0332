import { Create, SimpleForm } from 'react-admin';
import { DemandAddaInputs, demandAddaCreateResolver } from './DemandAddaInputs';

export const DemandAddaCreate = () => (
  <Create redirect="list">
    <SimpleForm resolver={demandAddaCreateResolver}>
      <DemandAddaInputs creating />
    </SimpleForm>
  </Create>
);
