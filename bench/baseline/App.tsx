import { Admin, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { baselineAuthProvider } from './authProvider';
import { baselineDataProvider } from './dataProvider';

/** The bare react-admin app a user would start from: guessed lists and a guessed record page over the same API. */
export function App() {
  return (
    <Admin dataProvider={baselineDataProvider} authProvider={baselineAuthProvider}>
      <Resource name="shipments" list={ListGuesser} show={ShowGuesser} />
      <Resource name="bookings" list={ListGuesser} />
    </Admin>
  );
}
