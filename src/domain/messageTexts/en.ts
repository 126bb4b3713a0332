import type { MessageTexts } from '../messageTexts';
import { EMAIL_NOTIFICATION_EVENT_LABELS } from '../verification';

/** The API's messages in English (SPEC's wording where SPEC has one). */
export const englishTexts: MessageTexts = {
  direction: 'ltr',
  codeSms: {
    verify: '%{client}: your sign-up code is %{code}. It expires in %{minutes} minutes. Never share it.',
    reset: '%{client}: your reset code is %{code}. It expires in %{minutes} minutes. Never share it.',
  },
  codeSmsPlain: {
    verify: 'Your sign-up code is %{code}. It expires in %{minutes} minutes. Never share it.',
    reset: 'Your reset code is %{code}. It expires in %{minutes} minutes. Never share it.',
  },
  codeMail: {
    subject: { verify: 'Your %{client} sign-up code', reset: 'Your %{client} reset code' },
    body: { verify: 'Your sign-up code is %{code}.', reset: 'Your password or PIN reset code is %{code}.' },
    expiry: 'It expires in %{minutes} minutes. Never share it: nobody from %{client} will ask you for it.',
    ignore: 'If you did not ask for a code, you may ignore this e-mail.',
  },
  invoiceMail: {
    subject: 'Invoice %{code} from %{client}',
    greeting: 'Dear %{company},',
    body: 'Please find attached invoice %{code} of %{issueDate}, for %{total}, due on %{dueDate}.',
    billT: 'The bill-T of each booking it carries is attached too.',
  },
  event: {
    SHIPMENT_CREATED: { subject: 'Shipment %{ref} created', body: 'Shipment %{ref} was created.' },
    BID_PLACED: { subject: 'New bid on shipment %{ref}', body: 'A partner bid on shipment %{ref}.' },
    BID_ACCEPTED: {
      subject: 'Bid accepted on shipment %{ref}',
      body: 'A bid on shipment %{ref} was accepted: %{count} vehicle(s) booked.',
    },
    BOOKING_STATUS: {
      subject: 'Booking %{ref}: %{status}',
      body: 'Booking %{ref} of shipment %{shipment} is now %{status}.',
    },
    POD_UPLOADED: {
      subject: 'Proof of delivery for booking %{ref}',
      body: 'The proof of delivery of booking %{ref} (shipment %{shipment}) was uploaded.',
    },
    INVOICE_ISSUED: {
      subject: 'Invoice %{code} issued',
      body: 'Invoice %{code} of %{issueDate} was issued for %{total}, due on %{dueDate}.',
    },
    PAYMENT_RECEIVED: {
      subject: 'Payment received for invoice %{code}',
      body: 'Invoice %{code} for %{total} is marked paid. Thank you.',
    },
  },
  eventName: EMAIL_NOTIFICATION_EVENT_LABELS,
  bookingStatus: { 1: 'created', 2: 'dispatch started', 3: 'in transit', 4: 'delivered', 13: 'cancelled' },
  openInPortal: 'Open it in the portal',
  unsubscribeReason: '%{company} asked for "%{event}" e-mails at %{email}.',
  unsubscribeLink: 'Unsubscribe this address',
};
