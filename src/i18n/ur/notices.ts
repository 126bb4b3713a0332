import type { NOTIFICATION_TEXTS } from '#domain/notifications';

export const noticesTexts: { notificationTexts: Record<keyof typeof NOTIFICATION_TEXTS, string> } = {
  notificationTexts: {
    bidPlacedTitle: '%{ref} پر نئی بولی',
    bidPlacedBody: 'ایک پارٹنر نے شپمنٹ %{ref} پر بولی لگائی۔',
    bookingMovedTitle: 'بکنگ %{ref}: %{status}',
    bookingMovedBody: 'شپمنٹ %{shipment} کی بکنگ %{ref} اب %{status} ہے۔',
    driverVerifiedTitle: 'ڈرائیور %{name} کی تصدیق ہو گئی',
    driverVerifiedBody: 'ڈرائیور %{name} کی تصدیق کر دی گئی۔',
    driverRejectedTitle: 'ڈرائیور %{name} مسترد',
    driverRejectedBody: 'ڈرائیور %{name} کو مسترد کر دیا گیا۔',
    driverRejectedBecause: 'ڈرائیور %{name} کو مسترد کر دیا گیا: %{reason}',
    vehicleVerifiedTitle: 'گاڑی %{name} کی تصدیق ہو گئی',
    vehicleVerifiedBody: 'گاڑی %{name} کی تصدیق کر دی گئی۔',
    vehicleRejectedTitle: 'گاڑی %{name} مسترد',
    vehicleRejectedBody: 'گاڑی %{name} کو مسترد کر دیا گیا۔',
    vehicleRejectedBecause: 'گاڑی %{name} کو مسترد کر دیا گیا: %{reason}',
    paymentSettledTitle: '%{amount} کی ادائیگی مکمل',
    paymentSettledOne: '%{amount} کی ایک ادائیگی آپ کے اکاؤنٹ میں کر دی گئی۔',
    paymentSettledMany: 'کل %{amount} کی %{count} ادائیگیاں آپ کے اکاؤنٹ میں کر دی گئیں۔',
    invoiceSentTitle: 'انوائس %{code} بھیج دی گئی',
    invoiceSentBody: '%{date} کی انوائس %{code} ای میل کے ذریعے %{to} کو بھیج دی گئی۔',
    documentsAwaitingTitle: 'پارٹنر کی دستاویزات جائزے کی منتظر',
    documentsAwaitingBody: 'ایک پارٹنر نے تصدیق کے لیے دستاویزات جمع کرائیں۔',
    batchSettledTitle: 'ادائیگی کا بیچ مکمل',
    batchSettledBody: 'ادائیگی کا ایک بیچ مکمل کر دیا گیا۔',
  },
};
