import type { LocaleCode } from '#domain/locales';
import { CODE_MINUTES, MESSAGE_TEXTS, codeSmsText, codeUseOf } from '#domain/messageTexts';
import { fillMessage } from '#domain/messages';
import { OUTBOX_CHANNEL, OUTBOX_KIND } from '#domain/outbox';
import { clientConfigOf } from '../billing/billTData';
import type { Conn } from '../db/query';
import { composeMail } from './compose';
import { languageOf } from './language';
import type { OutboxInput } from './message';

/**
 * A one-time code's message: an SMS to a phone, an e-mail to an address, in the language of the user
 * it belongs to (else the deployment's). Codes always go, whatever anyone's notification choices.
 */
export async function codeMessage(conn: Conn, purpose: string, target: string, code: string): Promise<OutboxInput> {
  const client = await clientConfigOf(conn);
  const isEmail = target.includes('@');
  const language = await languageOf(
    conn,
    isEmail ? { email: target } : { phone: target },
    client.language as LocaleCode,
  );
  const common = { kind: OUTBOX_KIND.CODE, event: purpose, recipient: target, language, code };
  if (!isEmail)
    return { ...common, channel: OUTBOX_CHANNEL.SMS, text: codeSmsText(language, purpose, code, client.clientName) };
  const texts = MESSAGE_TEXTS[language].codeMail;
  const use = codeUseOf(purpose);
  const params = { client: client.clientName, code, minutes: CODE_MINUTES };
  const mail = composeMail(
    language,
    fillMessage(texts.subject[use], params),
    [texts.body[use], texts.expiry, texts.ignore].map((text) => fillMessage(text, params)),
  );
  return { ...common, channel: OUTBOX_CHANNEL.EMAIL, ...mail };
}
