import { useState, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Step, StepLabel, Stepper } from '@mui/material';
import { otpFormSchema, type OtpFormValues } from '#domain/schemas/auth';
import { LOGIN_ROUTE } from '../../providers/apiConnection';
import { AuthCard } from './AuthCard';
import { AuthLink, FormTextField, useCodeInputProps } from './authForm';
import { StepForm, type StepFormProps } from './StepForm';
import { useRunWithAlert } from './useRunWithAlert';
import { loginPathWithNotice, type LoginNotice } from './authPaths';

/** One step's form: its schema, where it starts, and its fields. */
type StepSpec<T extends FieldValues> = Pick<StepFormProps<T>, 'schema' | 'defaultValues'> & {
  fields: (control: Control<T>) => ReactNode;
};

/** A code step that asks for the code alone. */
export const CODE_ONLY: Pick<StepSpec<OtpFormValues>, 'schema' | 'defaultValues'> = {
  schema: otpFormSchema,
  defaultValues: { otp: '' },
};

export interface CodeFlowProps<Ask extends FieldValues, Who, Code extends OtpFormValues, Final extends FieldValues> {
  title: string;
  /** The footer's link to the sign-in page. */
  signInLabel: string;
  maxWidth?: number;
  /** The steps' names (translation keys), for a stepper above the form. */
  stepLabels?: readonly string[];
  /** First step: who gets the code (going back to it keeps what was sent). */
  ask: StepSpec<Ask> & { toWho: (values: Ask) => Who };
  /** Sends the code, the first time and on "Send a new code". */
  sendCode: (who: Who) => Promise<unknown>;
  /** The notice once a code went out; `again` after "Send a new code". */
  sentNote: (who: Who, again: boolean) => string;
  /** Second step: the code we sent (the flow draws its box), then the step's own fields. */
  code: Pick<StepSpec<Code>, 'schema' | 'defaultValues'> &
    Partial<Pick<StepSpec<Code>, 'fields'>> & {
      backLabel: string;
      /** Under the code box. */
      hint?: (who: Who) => string;
      submitLabel?: string;
      /** Checks the code; without a `finish` step, the flow's last call. */
      submit: (who: Who, values: Code) => Promise<unknown>;
    };
  /** Last step, once the code was accepted: the new password, or the new account's details. */
  finish?: StepSpec<Final> & {
    /** The notice on entering it. */
    note: string;
    submitLabel: string;
    busyLabel: string;
    submit: (who: Who, code: Code, values: Final) => Promise<unknown>;
  };
  /** What the login page says once the flow is done. */
  done: LoginNotice;
}

type FlowState<Who, Code> = { step: 0 } | { step: 1; who: Who } | { step: 2; who: Who; code: Code };

/**
 * The signed-out code flows (signup, forgot password, reset PIN): ask for the account, send it a
 * code, check the code, then the new password, PIN or details; on the card, with one alert for the
 * calls and one notice for the progress, and the login page (with its notice) at the end.
 */
export function CodeFlow<Ask extends FieldValues, Who, Code extends OtpFormValues, Final extends FieldValues>({
  title,
  signInLabel,
  maxWidth,
  stepLabels,
  ask,
  sendCode,
  sentNote,
  code,
  finish,
  done,
}: CodeFlowProps<Ask, Who, Code, Final>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const codeInputProps = useCodeInputProps();
  const { error, run } = useRunWithAlert();
  const [notice, setNotice] = useState<string | null>(null);
  const [state, setState] = useState<FlowState<Who, Code>>({ step: 0 });
  /** What the first step sent, so going back to it loses nothing. */
  const [draft, setDraft] = useState<Ask>(ask.defaultValues);
  const finished = () => navigate(loginPathWithNotice(done), { replace: true });

  return (
    <AuthCard
      title={title}
      error={error}
      notice={notice}
      maxWidth={maxWidth}
      footer={<AuthLink to={LOGIN_ROUTE}>{signInLabel}</AuthLink>}
    >
      {stepLabels && (
        <Stepper activeStep={state.step} alternativeLabel>
          {stepLabels.map((label) => (
            <Step key={label}>
              <StepLabel>{translate(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      {state.step === 0 && (
        <StepForm
          schema={ask.schema}
          defaultValues={draft}
          fields={ask.fields}
          run={run}
          submitLabel={translate('app.auth.code.send')}
          busyLabel={translate('app.auth.code.sending')}
          submit={async (values) => {
            const who = ask.toWho(values);
            await sendCode(who);
            setDraft(values);
            setState({ step: 1, who });
            setNotice(sentNote(who, false));
          }}
        />
      )}
      {state.step === 1 && (
        <StepForm
          schema={code.schema}
          defaultValues={code.defaultValues}
          fields={(control) => (
            <>
              <FormTextField
                control={control}
                name={'otp' as FieldPath<Code>}
                {...codeInputProps}
                helperText={code.hint?.(state.who)}
              />
              {code.fields?.(control)}
            </>
          )}
          run={run}
          submitLabel={code.submitLabel}
          submit={async (values) => {
            await code.submit(state.who, values);
            if (finish) {
              setState({ step: 2, who: state.who, code: values });
              setNotice(finish.note);
            } else finished();
          }}
          code={{
            backLabel: code.backLabel,
            onBack: () => {
              setState({ step: 0 });
              setNotice(null);
            },
            onResend: () => run(() => sendCode(state.who).then(() => setNotice(sentNote(state.who, true)))),
          }}
        />
      )}
      {state.step === 2 && finish && (
        <StepForm
          schema={finish.schema}
          defaultValues={finish.defaultValues}
          fields={finish.fields}
          run={run}
          submitLabel={finish.submitLabel}
          busyLabel={finish.busyLabel}
          submit={async (values) => {
            await finish.submit(state.who, state.code, values);
            finished();
          }}
        />
      )}
    </AuthCard>
  );
}
