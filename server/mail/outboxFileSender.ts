import { appendFile } from 'node:fs/promises';

/**
 * A development/E2E sender: appends each message, as `entryOf` records it and with the time (`at`), as one
 * JSON line to an outbox file, so that a browser test can read what a user would have received; then hands
 * the message to `next`, if any (e.g. the dev logger). The file is the owner's alone: it holds what was sent.
 */
export class OutboxFileSender<Message> {
  constructor(
    private readonly file: string,
    private readonly entryOf: (message: Message) => Record<string, unknown>,
    private readonly next?: { send(message: Message): Promise<void> },
  ) {}

  async send(message: Message) {
    const line = JSON.stringify({ ...this.entryOf(message), at: new Date().toISOString() });
    await appendFile(this.file, `${line}\n`, { mode: 0o600 });
    await this.next?.send(message);
  }
}
