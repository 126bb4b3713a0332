import { expect, expectAccessible, openSignedIn, test } from './fixtures';
import {
  asCsr,
  billEveryBookingTo,
  call,
  deliveredBookingOfNewCompany,
  newCompany,
  newShipment,
} from './newCompanyRecords';
import { mailTo } from './smtpInbox';

const PDF_TYPE = 'application/pdf';

test('a CSR sends an invoice with its bill-T attached: the test inbox receives both PDFs and the outbox shows it delivered', async ({
  page,
  request,
  server,
}) => {
  const { company, booking } = await deliveredBookingOfNewCompany(request, 'Outbox Journey');
  const email = `ap${booking.id}@outbox-journey.example`;

  await openSignedIn(page, 'csr', '/billing');
  await billEveryBookingTo(page, company.name, email);
  await page.getByRole('switch', { name: 'Attach bill-T to invoices' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing configuration saved')).toBeVisible();

  const run = await call<{ invoices: { id: number; code: string }[] }>(request, 'post', '/api/invoice/run', {
    ...(await asCsr(request)),
    data: { companyId: company.id },
  });
  const [invoice] = run.invoices;
  await page.goto(`/invoices/${invoice.id}/show`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Send invoice ${invoice.code} to ${email}?` });
  await expect(confirm).toHaveAccessibleDescription("The invoice PDF goes with each booking's bill-T.");
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Invoice ${invoice.code} sent to ${email}`)).toBeVisible();

  // The outbox delivers after the send's transaction commits: the message reaches the test SMTP server.
  await expect.poll(() => mailTo(server.mailInbox, email).length).toBe(1);
  const [mail] = mailTo(server.mailInbox, email);
  expect(mail.attachments.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([
    { fileName: `invoice-${invoice.code}.pdf`, contentType: PDF_TYPE },
    { fileName: `bill-t-${booking.code}.pdf`, contentType: PDF_TYPE },
  ]);
  expect(mail.attachments.every(({ sizeBytes }) => sizeBytes > 0)).toBe(true);

  // Delivery is recorded once the SMTP server has answered, a moment after the inbox has the message.
  const statusOf = async () =>
    (
      await call<{ content: { status: string }[] }>(
        request,
        'get',
        `/api/outbox?q=${encodeURIComponent(email)}`,
        await asCsr(request),
      )
    ).content.map((message) => message.status);
  await expect.poll(statusOf).toEqual(['DELIVERED']);

  await page.goto('/outbox');
  await page.getByRole('textbox', { name: 'Search by recipient' }).fill(email);
  // The search applies half a second after the typing stops (react-admin's debounce), and the list then
  // writes it into its address: a link followed before that would be undone by the list's own
  // navigation. (Seen twice in 43 runs, when the row was on the unsearched page already.)
  await expect(page).toHaveURL(/outbox-journey\.example/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(row).toContainText('Invoice');
  await expect(row).toContainText('1 / 5');
  await expectAccessible(page);

  await row.getByRole('link', { name: email }).click();
  const facts = page.getByRole('region', { name: `E-mail to ${email}` });
  await expect(facts.getByText('Delivered', { exact: true })).toBeVisible();
  const attachments = page.getByRole('table', { name: 'Attachments' });
  await expect(attachments.getByRole('cell', { name: `invoice-${invoice.code}.pdf` })).toBeVisible();
  await expect(attachments.getByRole('cell', { name: `bill-t-${booking.code}.pdf` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Attempts' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Retry now' })).toBeDisabled();
  // The reason is the shared rule's (outboxRetryRefusal), as the API's 409 would give it.
  await expect(page.getByRole('button', { name: 'Retry now' })).toHaveAccessibleDescription(
    'Delivered: there is nothing to retry',
  );
  await expectAccessible(page);
});

test("a notification e-mail's unsubscribe link opens a signed-out page that takes the address off its company's notifications", async ({
  page,
  request,
  server,
}) => {
  const company = await newCompany(request, 'Unsubscribe Journey');
  const email = `ops${company.id}@unsubscribe-journey.example`;
  const settings = `/api/config/shipper/email_notifications?companyId=${company.id}`;
  await call(request, 'post', settings, {
    ...(await asCsr(request)),
    data: { events: ['SHIPMENT_CREATED'], emails: [email] },
  });
  const shipment = await newShipment(request, company.id);

  await expect.poll(() => mailTo(server.mailInbox, email).length).toBe(1);
  const [mail] = mailTo(server.mailInbox, email);
  expect(mail.subject).toBe(`Shipment ${shipment.code} created`);
  const link = /^<(.+)>$/.exec(mail.listUnsubscribe ?? '')?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${server.baseURL}/auth/unsubscribe\\?token=`));
  expect(mail.text).toContain(link);

  // Opening the link (as a mail scanner would) changes nothing: the person confirms on the page.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(`Stop sending e-mail notifications to ${email}?`)).toBeVisible();
  const emailsNow = async () =>
    (await call<{ emails: string[] }>(request, 'get', settings, await asCsr(request))).emails;
  expect(await emailsNow()).toEqual([email]);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${email} no longer gets the e-mail notifications of ${company.name}.`,
  );
  await expectAccessible(page);
  expect(await emailsNow()).toEqual([]);
});
