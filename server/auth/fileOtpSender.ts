import { appendFile } from 'node:fs/promises';
import type { OtpMessage, OtpSender } from './otpSender';

/**
 * A development/E2E sender: appends each code as one JSON line {to, code, purpose, at} to a file
 * (OTP_OUTBOX_FILE), so a browser test can read the code a user would get by SMS or email.
 * Never configure it in production: whoever can read the file can use every code.
 */
export class FileOtpSender implements OtpSender {
  constructor(
    private readonly file: string,
    /** Also hand each code to another sender (e.g. the dev logger). */
    private readonly next?: OtpSender,
  ) {}

  async send(message: OtpMessage) {
    const line = JSON.stringify({
      to: message.to,
      code: message.code,
      purpose: message.purpose,
      at: new Date().toISOString(),
    });
    await appendFile(this.file, `${line}\n`, { mode: 0o600 });
    await this.next?.send(message);
  }
}
