import { Create } from 'react-admin';
import { TyreForm, sendTyre } from './TyreInputs';

export const TyreCreate = () => (
  <Create title="app.fleet.tyres.newOffer" redirect="show" transform={sendTyre}>
    <TyreForm />
  </Create>
);
