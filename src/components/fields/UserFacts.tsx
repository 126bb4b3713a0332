import type { ReactNode } from 'react';
import { Box, Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { BLOCK_STATUS } from '#domain/userTypes';
import { BLOCK_REASONS } from '#domain/schemas/users';
import { Fact } from '../Fact';
import { ShowSection } from '../ShowSection';
import { useCountryName } from '../lookups/CountryInput';
import { LOCALE_LABELS, type LocaleCode } from '#domain/locales';
import { PaletteChip } from '../PaletteChip';
import { USER_TYPE_LABELS, userTypeKey } from '../../resources/users/userChoices';
import type { UserRecord } from '#domain/records/users';

/** A user's card: who they are, where they belong and, when blocked, why and since when. */
export function UserFacts({ actions }: { actions?: ReactNode }) {
  const user = useRecordContext<UserRecord>();
  const country = useCountryName(user?.countryId);
  const translate = useTranslate();
  if (!user) return null;
  const blocked = user.blockStatus === BLOCK_STATUS.BLOCKED;
  const userType = USER_TYPE_LABELS[user.userType];
  return (
    <ShowSection
      title={user.fullName}
      aside={
        <>
          {blocked ? (
            <PaletteChip label={translate('app.components.status.blocked')} colour="red" />
          ) : (
            <PaletteChip label={translate('app.components.status.active')} colour="green" />
          )}
          <Box sx={{ flex: 1 }} />
          {actions}
        </>
      }
    >
      <Grid container spacing={2}>
        <Fact
          label="app.components.userFacts.userType"
          value={userType && translate(userTypeKey(user.userType), { _: userType })}
        />
        <Fact label="app.components.userFacts.phone" value={user.phoneNumber} />
        <Fact label="app.components.userFacts.email" value={user.email} />
        <Fact label="app.components.userFacts.company" value={user.companyName} />
        <Fact label="app.components.userFacts.role" value={user.roleName} />
        <Fact label="app.components.userFacts.country" value={country} />
        <Fact
          label="app.components.userFacts.language"
          value={user.locale ? (LOCALE_LABELS[user.locale as LocaleCode] ?? user.locale) : null}
        />
        <Fact label="app.components.userFacts.ssn" value={user.ssn} />
        <Fact label="app.components.userFacts.memberSince" value={formatDateTime(user.createdAt)} />
        {blocked && (
          <>
            <Fact
              label="app.components.userFacts.blockedFor"
              value={BLOCK_REASONS.find((r) => r.id === user.blockReasonId)?.text}
            />
            <Fact
              label="app.components.userFacts.blockedSince"
              value={user.blockedAt ? formatDateTime(user.blockedAt) : null}
            />
            <Fact label="app.components.userFacts.details" value={user.blockDetails} />
          </>
        )}
      </Grid>
    </ShowSection>
  );
}
