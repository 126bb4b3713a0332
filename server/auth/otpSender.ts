/** Where one-time codes go. Production plugs in SMS/email; the dev sender logs and remembers them. */
export interface OtpMessage {
  to: string;
  code: string;
  purpose: string;
}

export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}

export class DevOtpSender implements OtpSender {
  readonly sent: OtpMessage[] = [];
  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async send(message: OtpMessage) {
    this.sent.push(message);
    this.log(`[dev otp] ${message.purpose} code for ${message.to}: ${message.code}`);
  }

  /** The latest code sent to a target, for tests and local use. */
  lastCodeFor(to: string, purpose?: string) {
    return [...this.sent].reverse().find((m) => m.to === to && (!purpose || m.purpose === purpose))?.code;
  }
}
