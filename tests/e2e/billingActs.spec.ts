import { expect, expectAccessible, openSignedIn, test } from './fixtures';
import { PDF, billEveryBookingTo, deliveredBookingOfNewCompany } from './newCompanyRecords';
import { mailTo } from './smtpInbox';

test("a CSR configures a company's billing, runs invoicing, finds the billable charge on the invoice and sends it to the configured e-mail", async ({
  page,
  request,
  server,
}) => {
  const { company, booking, shipmentCode } = await deliveredBookingOfNewCompany(request, 'Billing Acts');
  const email = `ap${booking.id}@billing-acts.example`;

  await openSignedIn(page, 'csr', '/billing');
  await billEveryBookingTo(page, company.name, email);
  await page.getByRole('checkbox', { name: 'Detention Charges' }).check();
  await expect(page.getByRole('switch', { name: 'Attach bill-T to invoices' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing configuration saved')).toBeVisible();

  // The detention receipt, with what it costs: staff give a charge document its amount.
  await page.goto(`/bookings/${booking.id}/show`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Detention Charges' }).click();
  await page.getByRole('spinbutton', { name: 'Amount (Rs)' }).fill('2500');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'detention.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Detention Charges · Rs 2,500' })).toBeVisible();

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Run invoicing' }).click();
  const run = page.getByRole('dialog', { name: 'Run invoicing' });
  await run.getByRole('combobox', { name: 'Company' }).fill(company.name);
  await page.getByRole('option', { name: company.name }).click();
  await expect(run.getByText('Billing cycle: Every booking')).toBeVisible();
  await expectAccessible(page);
  await run.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(run.getByText('1 invoice issued')).toBeVisible();
  const issued = run.getByRole('link', { name: /^INV-\d+$/ });
  const code = (await issued.textContent())!;
  await issued.click();

  await expect(page.getByRole('heading', { name: `Invoice ${code} · ${company.name}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('cell', { name: `Detention Charges, ${shipmentCode} / ${booking.code}` })).toBeVisible();
  await expect(lines.getByRole('cell', { name: 'Rs 2,500', exact: true })).toBeVisible();
  await expect(page.getByText('Not sent yet')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Send invoice ${code} to ${email}?` });
  await expect(confirm).toHaveAccessibleDescription("The invoice PDF goes with each booking's bill-T.");
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Invoice ${code} sent to ${email}`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^\\d{2}/\\d{2}/\\d{4} .+ to ${email.replace(/\./g, '\\.')}$`))).toBeVisible();
  await expectAccessible(page);

  // What the company was sent, as the test SMTP server received it (the outbox delivers after the send's commit).
  await expect
    .poll(() => mailTo(server.mailInbox, email).map((mail) => mail.attachments.map((a) => a.fileName)))
    .toEqual([[`invoice-${code}.pdf`, `bill-t-${booking.code}.pdf`]]);
});
