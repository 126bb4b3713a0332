import { SimpleForm } from '../../components/SimpleForm';
import { ResourceEdit } from '../../components/ResourcePages';
import { DemandAddaInputs, demandAddaEditResolver } from './DemandAddaInputs';

export const DemandAddaEdit = () => (
  <ResourceEdit redirect="show">
    <SimpleForm resolver={demandAddaEditResolver}>
      <DemandAddaInputs creating={false} />
    </SimpleForm>
  </ResourceEdit>
);
