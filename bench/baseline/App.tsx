import { Admin, ListGuesser, Resource } from 'react-admin';
import { baselineAuthProvider } from './authProvider';
import { baselineDataProvider } from './dataProvider';

/** The bare react-admin app a user would start from: one guessed list over the same API. */
export function App() {
  return (
    <Admin dataProvider={baselineDataProvider} authProvider={baselineAuthProvider}>
      <Resource name="shipments" list={ListGuesser} />
    </Admin>
  );
}
