import type { MessageTexts } from '../messageTexts';

/** The API's messages in Urdu (right to left). Urdu SMS go as UCS-2: 70 characters at most. */
export const urduTexts: MessageTexts = {
  direction: 'rtl',
  codeSms: {
    verify: '%{client}: سائن اپ کوڈ %{code}۔ %{minutes} منٹ تک درست۔ کسی کو نہ بتائیں۔',
    reset: '%{client}: ری سیٹ کوڈ %{code}۔ %{minutes} منٹ تک درست۔ کسی کو نہ بتائیں۔',
  },
  codeSmsPlain: {
    verify: 'آپ کا سائن اپ کوڈ %{code} ہے۔ %{minutes} منٹ تک درست۔ کسی کو نہ بتائیں۔',
    reset: 'آپ کا ری سیٹ کوڈ %{code} ہے۔ %{minutes} منٹ تک درست۔ کسی کو نہ بتائیں۔',
  },
  codeMail: {
    subject: { verify: 'آپ کا %{client} سائن اپ کوڈ', reset: 'آپ کا %{client} ری سیٹ کوڈ' },
    body: { verify: 'آپ کا سائن اپ کوڈ %{code} ہے۔', reset: 'پاس ورڈ یا پن ری سیٹ کرنے کا آپ کا کوڈ %{code} ہے۔' },
    expiry: 'یہ %{minutes} منٹ میں ختم ہو جائے گا۔ اسے کسی کو نہ بتائیں: %{client} آپ سے یہ کبھی نہیں مانگے گا۔',
    ignore: 'اگر آپ نے کوڈ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں۔',
  },
  invoiceMail: {
    subject: '%{client} کی طرف سے انوائس %{code}',
    greeting: 'محترم %{company}،',
    body: 'منسلک انوائس %{code} بتاریخ %{issueDate}، رقم %{total}، واجب الادا %{dueDate}۔',
    billT: 'اس میں شامل ہر بکنگ کا بل-ٹی بھی منسلک ہے۔',
  },
  event: {
    SHIPMENT_CREATED: { subject: 'شپمنٹ %{ref} بن گئی', body: 'شپمنٹ %{ref} بنائی گئی۔' },
    BID_PLACED: { subject: 'شپمنٹ %{ref} پر نئی بولی', body: 'ایک پارٹنر نے شپمنٹ %{ref} پر بولی لگائی۔' },
    BID_ACCEPTED: {
      subject: 'شپمنٹ %{ref} پر بولی منظور',
      body: 'شپمنٹ %{ref} پر ایک بولی منظور ہوئی: %{count} گاڑی(اں) بک ہوئیں۔',
    },
    BOOKING_STATUS: {
      subject: 'بکنگ %{ref}: %{status}',
      body: 'شپمنٹ %{shipment} کی بکنگ %{ref} اب %{status} ہے۔',
    },
    POD_UPLOADED: {
      subject: 'بکنگ %{ref} کا ڈیلیوری ثبوت',
      body: 'بکنگ %{ref} (شپمنٹ %{shipment}) کا ڈیلیوری ثبوت اپ لوڈ ہو گیا۔',
    },
    INVOICE_ISSUED: {
      subject: 'انوائس %{code} جاری',
      body: 'انوائس %{code} بتاریخ %{issueDate} رقم %{total} کے لیے جاری ہوئی، واجب الادا %{dueDate}۔',
    },
    PAYMENT_RECEIVED: {
      subject: 'انوائس %{code} کی ادائیگی موصول',
      body: 'انوائس %{code} رقم %{total} ادا شدہ درج ہو گئی۔ شکریہ۔',
    },
  },
  eventName: {
    SHIPMENT_CREATED: 'شپمنٹ بنی',
    BID_PLACED: 'بولی لگی',
    BID_ACCEPTED: 'بولی منظور',
    BOOKING_STATUS: 'بکنگ کی حالت بدلی',
    POD_UPLOADED: 'ڈیلیوری ثبوت اپ لوڈ',
    INVOICE_ISSUED: 'انوائس جاری',
    PAYMENT_RECEIVED: 'ادائیگی موصول',
  },
  bookingStatus: { 1: 'بن گئی', 2: 'روانگی شروع', 3: 'راستے میں', 4: 'پہنچ گئی', 13: 'منسوخ' },
  openInPortal: 'پورٹل میں کھولیں',
  unsubscribeReason: '%{company} نے %{email} پر "%{event}" کی ای میلز مانگی تھیں۔',
  unsubscribeLink: 'یہ پتہ ان سبسکرائب کریں',
};
