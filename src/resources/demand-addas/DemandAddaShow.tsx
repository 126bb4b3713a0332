import { ResourceShow } from '../../components/ResourcePages';
import { UserFacts } from '../../components/fields/UserFacts';
import { UserStatusButton } from '../users/UserStatusButton';

/** One broker: their details, their adda and whether (and why) they are blocked. */
export const DemandAddaShow = () => (
  <ResourceShow>
    <UserFacts actions={<UserStatusButton broker />} />
  </ResourceShow>
);
