import { OutboxFileSender } from '../mail/outboxFileSender';
import type { OtpMessage, OtpSender } from './otpSender';

/**
 * A development/E2E sender: appends each code as one JSON line {to, code, purpose, at} to a file
 * (OTP_OUTBOX_FILE), so a browser test can read the code a user would get by SMS or email.
 * Never configure it in production: whoever can read the file can use every code.
 */
export class FileOtpSender extends OutboxFileSender<OtpMessage> implements OtpSender {
  /** `next`: also hand each code to another sender (e.g. the dev logger). */
  constructor(file: string, next?: OtpSender) {
    super(file, ({ to, code, purpose }) => ({ to, code, purpose }), next);
  }
}
