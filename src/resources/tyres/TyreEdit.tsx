import { ResourceEdit } from '../../components/ResourcePages';
import { TyreForm, sendTyre } from './TyreInputs';

export const TyreEdit = () => (
  <ResourceEdit redirect="show" transform={sendTyre}>
    <TyreForm />
  </ResourceEdit>
);
