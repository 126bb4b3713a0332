import type { ServerEnvironment } from '../environment';
import { DevOtpSender, type OtpSender } from '../auth/otpSender';
import { FileOtpSender } from '../auth/fileOtpSender';
import { DevMailSender, type MailSender } from '../mail/mailSender';
import { FileMailSender } from '../mail/fileMailSender';
import { CopyingTransport, DevTransport } from './devTransport';
import { HttpSmsTransport } from './httpSmsTransport';
import { SmtpTransport } from './smtpTransport';
import type { Transport, Transports } from './message';

/** The development senders: the log, and the outbox files in development and E2E (never in production). */
export interface DevSenders {
  codes?: OtpSender;
  mail?: MailSender;
}

/**
 * Each channel's transport: SMTP when SMTP_URL is set, the SMS provider when SMS_PROVIDER_URL is, and
 * the development sender otherwise. A real transport still copies what it sends to the outbox files.
 */
export function outboxTransports(
  environment: ServerEnvironment,
  given: DevSenders,
  log: (line: string) => void,
): Transports {
  const { otpOutboxFile, mailOutboxFile } = environment;
  const codes = given.codes ?? devCodeSender(otpOutboxFile, log);
  const mail = given.mail ?? devMailSender(mailOutboxFile, log);
  const development = new DevTransport(codes, mail, log);
  const copies = {
    codes: otpOutboxFile ? new FileOtpSender(otpOutboxFile) : undefined,
    mail: mailOutboxFile ? new FileMailSender(mailOutboxFile) : undefined,
  };
  const real = (transport: Transport) => new CopyingTransport(transport, copies);
  return {
    email: environment.smtpUrl ? real(new SmtpTransport(environment.smtpUrl, environment.mailFrom)) : development,
    sms: environment.smsProviderUrl
      ? real(
          new HttpSmsTransport(
            environment.smsProviderUrl,
            environment.smsProviderAuthHeader,
            environment.smsProviderBody,
          ),
        )
      : development,
  };
}

function devCodeSender(file: string | undefined, log: (line: string) => void): OtpSender {
  const logged = new DevOtpSender(log);
  return file ? new FileOtpSender(file, logged) : logged;
}

function devMailSender(file: string | undefined, log: (line: string) => void): MailSender {
  const logged = new DevMailSender(log);
  return file ? new FileMailSender(file, logged) : logged;
}
