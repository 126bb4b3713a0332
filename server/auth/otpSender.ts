/**
 * Where the outbox's development sender hands one-time codes (server/outbox/devTransport.ts) while no
 * SMS provider or SMTP server is configured: the dev sender logs and remembers them.
 */
export interface OtpMessage {
  to: string;
  code: string;
  purpose: string;
}

export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}

/** How many codes the dev sender remembers: enough for any test, bounded however many are requested. */
export const DEV_OTP_MEMORY = 500;

export class DevOtpSender implements OtpSender {
  readonly sent: OtpMessage[] = [];
  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async send(message: OtpMessage) {
    this.sent.push(message);
    if (this.sent.length > DEV_OTP_MEMORY) this.sent.splice(0, this.sent.length - DEV_OTP_MEMORY);
    this.log(`[dev otp] ${message.purpose} code for ${message.to}: ${message.code}`);
  }

  /** The latest code sent to a target, for tests and local use. */
  lastCodeFor(to: string, purpose?: string) {
    return [...this.sent].reverse().find((m) => m.to === to && (!purpose || m.purpose === purpose))?.code;
  }
}
