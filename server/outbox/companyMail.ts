import { eq } from 'drizzle-orm';
import type { ClientConfig } from '#domain/clientConfig';
import type { LocaleCode } from '#domain/locales';
import { MESSAGE_TEXTS, type MessageTexts } from '#domain/messageTexts';
import { fillMessage } from '#domain/messages';
import { OUTBOX_CHANNEL, OUTBOX_KIND } from '#domain/outbox';
import type { EmailNotificationEvent } from '#domain/verification';
import { clientConfigOf } from '../billing/billTData';
import type { Conn } from '../db/query';
import { companies, shipperEmailSettings } from '../db/schema';
import { LINK, composeMail, type Paragraph } from './compose';
import { enqueue } from './enqueue';
import { languageOf } from './language';

/** What an event's e-mail says, filled per language: the texts of the address's language and the client's settings. */
export type EventValues = (texts: MessageTexts, client: ClientConfig) => Record<string, string>;

/**
 * E-mails a company's notification addresses about a SPEC event it chose to hear of (the e-mail
 * notifications settings, SPEC §7): one message per address, in its language, linking to the record
 * (`link`, a portal path) and carrying an unsubscribe link. In the event's transaction: a write rolled
 * back sends nothing. A company that chose nothing, or named no address, is sent nothing.
 */
export async function mailCompany(
  tx: Conn,
  companyId: number,
  event: EmailNotificationEvent,
  values: EventValues,
  link?: string,
) {
  const [settings] = await tx
    .select({ events: shipperEmailSettings.events, emails: shipperEmailSettings.emails, name: companies.name })
    .from(shipperEmailSettings)
    .innerJoin(companies, eq(companies.id, shipperEmailSettings.companyId))
    .where(eq(shipperEmailSettings.companyId, companyId));
  if (!settings?.events.includes(event) || !settings.emails.length) return;
  const client = await clientConfigOf(tx);
  for (const email of settings.emails) {
    const language = await languageOf(tx, { email, companyId }, client.language as LocaleCode);
    const texts = MESSAGE_TEXTS[language];
    const filled = values(texts, client);
    const paragraphs: Paragraph[] = [fillMessage(texts.event[event].body, filled)];
    if (link) paragraphs.push({ label: texts.openInPortal, href: `${LINK.portal}${link}` });
    paragraphs.push(
      client.clientName,
      fillMessage(texts.unsubscribeReason, { company: settings.name, event: texts.eventName[event], email }),
      { label: texts.unsubscribeLink, href: LINK.unsubscribe },
    );
    await enqueue(tx, {
      channel: OUTBOX_CHANNEL.EMAIL,
      kind: OUTBOX_KIND.NOTIFICATION,
      event,
      recipient: email,
      language,
      companyId,
      ...composeMail(language, fillMessage(texts.event[event].subject, filled), paragraphs),
    });
  }
}
