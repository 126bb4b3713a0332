import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOGIN_ROUTE } from '../../providers/apiConnection';
import { authApi, type Unsubscribed } from '../../providers/authApi';
import { AuthCard } from './AuthCard';
import { AuthForm, AuthLink, SubmitButton } from './authForm';
import { useRunWithAlert } from './useRunWithAlert';
import { addressInUnsubscribeToken } from '#domain/unsubscribeClaims';

/**
 * A notification e-mail's unsubscribe link (signed out). Opening it changes nothing, since mail scanners
 * open links too: the page names the address and the person presses Unsubscribe, which POSTs the token.
 */
export function UnsubscribePage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const address = addressInUnsubscribeToken(token);
  const { error, run } = useRunWithAlert();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Unsubscribed | null>(null);

  const unsubscribe = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void run(async () => setDone(await authApi.unsubscribe(token))).finally(() => setBusy(false));
  };

  const footer = <AuthLink to={LOGIN_ROUTE}>{translate('app.auth.backToSignIn')}</AuthLink>;
  const title = translate('app.unsubscribe.title');
  if (!token)
    return (
      <AuthCard title={title} error={translate('app.unsubscribe.noToken')} footer={footer}>
        {null}
      </AuthCard>
    );
  if (done)
    return (
      <AuthCard
        title={title}
        notice={translate('app.unsubscribe.done', { email: done.email, company: done.companyName })}
        footer={footer}
      >
        <Typography variant="body2">{translate('app.unsubscribe.codesStill')}</Typography>
      </AuthCard>
    );
  return (
    <AuthCard title={title} error={error} footer={footer}>
      <Typography>
        {address
          ? translate('app.unsubscribe.question', { email: address })
          : translate('app.unsubscribe.questionNoAddress')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.unsubscribe.codesStill')}
      </Typography>
      <AuthForm onSubmit={unsubscribe} label={title}>
        <SubmitButton loading={busy} busyLabel={translate('app.unsubscribe.busy')}>
          {translate('app.unsubscribe.action')}
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
