import { asc, eq } from 'drizzle-orm';
import { DEFAULT_CLIENT_CONFIG } from '#domain/clientConfig';
import { MESSAGE_TEXTS } from '#domain/messageTexts';
import { fillMessage } from '#domain/messages';
import { OUTBOX_CHANNEL, OUTBOX_KIND, OUTBOX_STATUS } from '#domain/outbox';
import { notificationLinks } from '#domain/notifications';
import { LINK, composeMail } from '../outbox/compose';
import type { Db } from './client';
import { companies, outboxAttachments, outboxAttempts, outboxMessages, shipments } from './schema';
import { DEMO_COMPANIES } from './seed-data/demo';
import { tinyPdf } from './seed-data/fleet';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * The outbox screen's demo: a notification e-mail delivered at the first attempt, and an invoice
 * e-mail given up after five attempts while the SMTP server refused connections (staff may retry it;
 * the development sender then delivers it). None is pending: a fresh start sends nothing.
 */
export async function seedOutbox(db: Db) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANIES[0].name));
  if (!company) return;
  const [shipment] = await db
    .select({ id: shipments.id, code: shipments.code })
    .from(shipments)
    .where(eq(shipments.companyId, company.id))
    .orderBy(asc(shipments.id))
    .limit(1);
  const texts = MESSAGE_TEXTS.en;
  const to = DEMO_COMPANIES[0].project.email;

  const ref = shipment?.code ?? '';
  const notice = composeMail('en', fillMessage(texts.event.BID_PLACED.subject, { ref }), [
    fillMessage(texts.event.BID_PLACED.body, { ref }),
    { label: texts.openInPortal, href: `${LINK.portal}${notificationLinks.shipment(shipment?.id ?? 1)}` },
    fillMessage(texts.unsubscribeReason, { company: company.name, event: texts.eventName.BID_PLACED, email: to }),
    { label: texts.unsubscribeLink, href: LINK.unsubscribe },
  ]);
  const [delivered] = await db
    .insert(outboxMessages)
    .values({
      channel: OUTBOX_CHANNEL.EMAIL,
      kind: OUTBOX_KIND.NOTIFICATION,
      event: 'BID_PLACED',
      recipient: to,
      language: 'en',
      companyId: company.id,
      subject: notice.subject,
      textBody: notice.text,
      htmlBody: notice.html,
      status: OUTBOX_STATUS.DELIVERED,
      attempts: 1,
      nextAttemptAt: null,
      createdAt: ago(30),
      deliveredAt: ago(30),
    })
    .returning({ id: outboxMessages.id });
  await db
    .insert(outboxAttempts)
    .values({ messageId: delivered.id, at: ago(30), ok: true, answer: '250 2.0.0 Ok: queued' });

  const code = 'INV-DEMO-1';
  const values = { code, client: DEFAULT_CLIENT_CONFIG.clientName, company: company.name };
  const invoice = composeMail(
    'en',
    fillMessage(texts.invoiceMail.subject, values),
    [texts.invoiceMail.greeting, DEFAULT_CLIENT_CONFIG.clientName].map((text) => fillMessage(text, values)),
  );
  const refused = 'connect ECONNREFUSED 10.0.0.25:587';
  const [failed] = await db
    .insert(outboxMessages)
    .values({
      channel: OUTBOX_CHANNEL.EMAIL,
      kind: OUTBOX_KIND.INVOICE,
      recipient: `accounts@${to.split('@')[1]}`,
      language: 'en',
      subject: invoice.subject,
      textBody: invoice.text,
      htmlBody: invoice.html,
      status: OUTBOX_STATUS.FAILED,
      attempts: 5,
      nextAttemptAt: null,
      lastError: refused,
      createdAt: ago(8),
    })
    .returning({ id: outboxMessages.id });
  const pdf = tinyPdf(`Invoice ${code}`);
  await db.insert(outboxAttachments).values({
    messageId: failed.id,
    fileName: `invoice-${code}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: pdf.length,
    content: pdf,
  });
  await db
    .insert(outboxAttempts)
    .values(
      [8, 7.5, 6.5, 4.5, 0.5].map((hours) => ({ messageId: failed.id, at: ago(hours), ok: false, answer: refused })),
    );
}
