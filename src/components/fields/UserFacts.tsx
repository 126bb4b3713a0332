import type { ReactNode } from 'react';
import { Box, Grid } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { BLOCK_STATUS } from '#domain/userTypes';
import { BLOCK_REASONS } from '#domain/schemas/users';
import { Fact } from '../Fact';
import { ShowSection } from '../ShowSection';
import { useCountryName } from '../lookups/CountryInput';
import { LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { PaletteChip } from '../PaletteChip';
import { USER_TYPE_LABELS } from '../../resources/users/userChoices';
import type { UserRecord } from '#domain/records/users';

/** A user's card: who they are, where they belong and, when blocked, why and since when. */
export function UserFacts({ actions }: { actions?: ReactNode }) {
  const user = useRecordContext<UserRecord>();
  const country = useCountryName(user?.countryId);
  if (!user) return null;
  const blocked = user.blockStatus === BLOCK_STATUS.BLOCKED;
  return (
    <ShowSection
      title={user.fullName}
      aside={
        <>
          {blocked ? <PaletteChip label="Blocked" colour="red" /> : <PaletteChip label="Active" colour="green" />}
          <Box sx={{ flex: 1 }} />
          {actions}
        </>
      }
    >
      <Grid container spacing={2}>
        <Fact label="User type" value={USER_TYPE_LABELS[user.userType]} />
        <Fact label="Phone" value={user.phoneNumber} />
        <Fact label="Email" value={user.email} />
        <Fact label="Company" value={user.companyName} />
        <Fact label="Role" value={user.roleName} />
        <Fact label="Country" value={country} />
        <Fact label="Language" value={user.locale ? (LOCALE_LABELS[user.locale as LocaleCode] ?? user.locale) : null} />
        <Fact label="SSN / CNIC" value={user.ssn} />
        <Fact label="Member since" value={formatDateTime(user.createdAt)} />
        {blocked && (
          <>
            <Fact label="Blocked for" value={BLOCK_REASONS.find((r) => r.id === user.blockReasonId)?.text} />
            <Fact label="Blocked since" value={user.blockedAt ? formatDateTime(user.blockedAt) : null} />
            <Fact label="Details" value={user.blockDetails} />
          </>
        )}
      </Grid>
    </ShowSection>
  );
}
