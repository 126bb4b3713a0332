/** گھڑیوں کے متن: ڈیش بورڈ اور فہرستوں پر کیا واجب ہے اور کیا تاخیر میں ہے، اور ان کی ترتیب کے اندراجات۔ */
export const clocksTexts = {
  app: {
    clocks: {
      title: 'واجب اور تاخیر شدہ',
      loading: 'گھڑیاں لوڈ ہو رہی ہیں',
      couldNotLoad: 'گھڑیاں لوڈ نہیں ہو سکیں۔',
      stripLabel: 'واجب اور تاخیر شدہ',
      showAll: 'سب دکھائیں',
      emptyList: 'یہاں کچھ بھی تاخیر میں نہیں: ہر کیس اپنی حد کے اندر ہے۔',
      names: {
        bidWindowClosing: 'بند ہوتی بولی کی مدت، کوئی بولی نہیں',
        verificationLate: 'بہت دیر سے منتظر تصدیقات',
        podUnpaid: 'ڈیلیور شدہ، باقی رقم غیر ادا شدہ',
        tripStalled: 'رکے ہوئے سفر',
      },
      limits: {
        bidWindowClosing: '%{smart_count} منٹ میں بند |||| %{smart_count} منٹ میں بند',
        verificationLate: '%{smart_count} گھنٹے سے زیادہ انتظار |||| %{smart_count} گھنٹوں سے زیادہ انتظار',
        podUnpaid:
          'ڈیلیوری کا ثبوت موجود، %{smart_count} دن سے زیادہ غیر ادا شدہ |||| ڈیلیوری کا ثبوت موجود، %{smart_count} دنوں سے زیادہ غیر ادا شدہ',
        tripStalled: '%{smart_count} گھنٹے سے زیادہ کوئی حرکت نہیں |||| %{smart_count} گھنٹوں سے زیادہ کوئی حرکت نہیں',
      },
      count: { late: '%{smart_count} تاخیر میں', due: '%{smart_count} جلد واجب' },
      nothing: { late: 'کچھ بھی تاخیر میں نہیں', due: 'کچھ بھی واجب نہیں' },
    },
    configuration: {
      help: {
        clockVerificationHours:
          'کتنے گھنٹے کوئی پارٹنر یا تصدیقی دستاویز جائزے کا انتظار کر سکتی ہے، اس کے بعد ڈیش بورڈ اسے تاخیر شدہ کہتا ہے۔',
        clockRemainderUnpaidDays: 'ڈیلیوری کے بعد، ثبوت موجود ہونے پر، کتنے دن بعد غیر ادا شدہ باقی رقم تاخیر شدہ ہے۔',
        clockTripStalledHours:
          'روانہ یا راستے میں سفر کتنے گھنٹے بغیر مقام یا تبدیلی کے رہ سکتا ہے، اس کے بعد تاخیر شدہ ہے۔',
      },
      textValue: { clockHours: 'حد (گھنٹے)', clockDays: 'حد (دن)' },
    },
  },
};
