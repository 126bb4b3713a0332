import type { enums as englishEnums } from '../en/enums';

/** SPEC's statuses and kinds in Urdu. */
export const enums: { [Name in keyof typeof englishEnums]: Record<keyof (typeof englishEnums)[Name], string> } = {
  bidStatus: {
    CREATED: 'تخلیق شدہ',
    ACCEPTED: 'قبول شدہ',
    ACKNOWLEDGED: 'پارٹنر نے تسلیم کر لی',
    BACKOUT: 'واپس لے لی گئی',
    DRIVER_ASSIGNED: 'ڈرائیور مقرر',
    REJECTED: 'مسترد',
    FULFILLED: 'مکمل',
  },
  bookingStatus: {
    1: 'تخلیق شدہ',
    2: 'ڈسپیچ شروع',
    3: 'راستے میں',
    4: 'ڈیلیور شدہ',
    13: 'منسوخ شدہ',
  },
  tripStatus: {
    1: 'تخلیق شدہ',
    2: 'ڈسپیچ شروع',
    3: 'راستے میں',
    4: 'ڈیلیور شدہ',
    5: 'منسوخ شدہ',
  },
  shipmentVerificationStatus: {
    1: 'زیرِ التوا',
    2: 'تصدیق شدہ',
    3: 'مسترد',
  },
  caseStatus: {
    PENDING: 'جائزے کا منتظر',
    APPROVED: 'منظور شدہ',
    REJECTED: 'مسترد',
  },
  emailNotificationEvent: {
    SHIPMENT_CREATED: 'شپمنٹ بنائی گئی',
    BID_PLACED: 'بولی لگائی گئی',
    BID_ACCEPTED: 'بولی قبول ہوئی',
    BOOKING_STATUS: 'بکنگ کا اسٹیٹس تبدیل ہوا',
    POD_UPLOADED: 'ڈیلیوری کا ثبوت (POD) اپ لوڈ ہوا',
    INVOICE_ISSUED: 'انوائس جاری ہوئی',
    PAYMENT_RECEIVED: 'ادائیگی موصول ہوئی',
  },
  shipmentStatus: {
    CREATED: 'تخلیق شدہ',
    DISPATCH_STARTED: 'ڈسپیچ شروع',
    TRANSIT: 'راستے میں',
    DELIVERED: 'ڈیلیور شدہ',
    CANCELLED: 'منسوخ شدہ',
    PARTIALLY_FULFILLED: 'جزوی طور پر مکمل',
  },
  paymentType: {
    1: 'پیڈ',
    2: 'ٹو پے',
    3: 'ایڈوانس',
  },
  poolType: {
    1: 'پبلک',
    2: 'پرائیویٹ',
  },
  taggingOrigin: {
    normal: 'عام',
    tagged_by_adda: 'اڈے کی جانب سے ٹیگ شدہ',
    digitin: 'Digitin',
  },
  shipmentType: {
    1: 'اسپاٹ',
    2: 'کنٹریکٹ',
    3: 'واٹس ایپ',
  },
  labourAvailability: {
    1: 'ضرورت نہیں',
    2: 'لوڈنگ پر',
    3: 'اَن لوڈنگ پر',
    4: 'لوڈنگ اور اَن لوڈنگ دونوں پر',
  },
  cityTravelRestriction: {
    1: 'کوئی پابندی نہیں',
    2: 'دن میں داخلہ ممنوع',
    3: 'رات میں داخلہ ممنوع',
  },
  cancellationType: {
    1: 'شپر کی درخواست',
    2: 'کوئی گاڑی دستیاب نہیں',
    3: 'ڈپلیکیٹ',
    4: 'دیگر',
  },
  verificationStatus: {
    PENDING: 'تصدیق کا منتظر',
    VERIFIED: 'تصدیق شدہ',
    REJECTED: 'مسترد',
  },
  locationType: {
    WAREHOUSE: 'گودام',
    FACTORY: 'فیکٹری',
    PORT: 'بندرگاہ',
    YARD: 'کنٹینر یارڈ',
    TRUCK_STAND: 'ٹرک اڈا',
    OTHER: 'دیگر',
  },
  identificationType: {
    1: 'NTN',
    2: 'CNIC',
  },
  marginType: {
    1: 'فیصد',
    2: 'مقررہ رقم',
  },
  accountHolderType: {
    1: 'شپر',
    2: 'پارٹنر',
    3: 'ڈرائیور',
  },
  billingCycle: {
    PER_BOOKING: 'ہر بکنگ پر',
    WEEKLY: 'ہفتہ وار',
    FORTNIGHTLY: 'ہر دو ہفتے بعد',
    MONTHLY: 'ماہانہ',
  },
  notificationKind: {
    BID_PLACED: 'نئی بولی',
    BOOKING_STATUS: 'بکنگ اپ ڈیٹ',
    VERIFICATION_DECISION: 'تصدیق کا فیصلہ',
    PAYMENT_SETTLED: 'ادائیگی سیٹل ہو گئی',
    INVOICE_SENT: 'انوائس بھیج دی گئی',
  },
};
