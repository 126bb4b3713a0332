import type { bulkTexts as english } from '../en/bulk';

/** شپمنٹس، بکنگز اور صارفین کی فہرستوں پر ایک ساتھ کئی ریکارڈز کے اقدامات۔ */
export const bulkTexts: typeof english = {
  app: {
    bulk: {
      result: {
        title: '%{action}: نتیجہ',
        summary: '%{done} مکمل، %{refused} مسترد',
        refusedList: 'مسترد',
        retry: 'ناکام دوبارہ کوشش کریں',
        close: 'بند کریں',
      },
      shipments: {
        status: 'اگلا اسٹیٹس',
        statusTitle:
          '%{smart_count} شپمنٹ کو اگلے اسٹیٹس پر لے جائیں |||| %{smart_count} شپمنٹس کو اگلے اسٹیٹس پر لے جائیں',
        statusDescription: 'ہر ایک اسٹیٹس کی ترتیب میں ایک قدم آگے بڑھتی ہے؛ جس کا اگلا اسٹیٹس نہ ہو وہ مسترد ہوتی ہے۔',
        tag: 'ٹیگ کریں',
        tagTitle: '%{smart_count} شپمنٹ کو ٹیگ کریں |||| %{smart_count} شپمنٹس کو ٹیگ کریں',
        taggingOrigin: 'ٹیگ کا ماخذ',
        pool: 'لوڈ بورڈ',
        poolTitle:
          '%{smart_count} شپمنٹ کو لوڈ بورڈ پر منتقل کریں |||| %{smart_count} شپمنٹس کو لوڈ بورڈ پر منتقل کریں',
        poolType: 'لوڈ بورڈ',
        pointOfContact: 'رابطہ کار',
        pointOfContactTitle:
          '%{smart_count} شپمنٹ کا اندرونی رابطہ کار |||| %{smart_count} شپمنٹس کا اندرونی رابطہ کار',
        staffMember: 'عملے کا رکن',
        me: 'میں (%{name})',
        cancel: 'شپمنٹس منسوخ کریں',
        cancelTitle: '%{smart_count} شپمنٹ منسوخ کریں |||| %{smart_count} شپمنٹس منسوخ کریں',
      },
      bookings: {
        status: 'اسٹیٹس بدلیں',
        statusTitle: '%{smart_count} بکنگ آگے بڑھائیں |||| %{smart_count} بکنگز آگے بڑھائیں',
        targetStatus: 'نیا اسٹیٹس',
        cancel: 'بکنگز منسوخ کریں',
        cancelTitle: '%{smart_count} بکنگ منسوخ کریں |||| %{smart_count} بکنگز منسوخ کریں',
        assign: 'ڈرائیور مقرر کریں',
        assignTitle: '%{smart_count} بکنگ پر ڈرائیور مقرر کریں |||| %{smart_count} بکنگز پر ڈرائیور مقرر کریں',
        otherPartners: 'پیش کردہ ڈرائیور اور گاڑیاں %{partner} کی ہیں: دوسرے پارٹنرز کی بکنگز مسترد ہوں گی۔',
        reason: 'دوبارہ تقرری کی وجہ',
        reasonHelp: 'ان بکنگز کے لیے ضروری جن پر پہلے سے ڈرائیور ہے',
      },
      users: {
        block: 'بلاک کریں',
        blockTitle:
          '%{smart_count} صارف کو بلاک کریں؟ وہ فوراً سائن آؤٹ ہو جائے گا۔ |||| %{smart_count} صارفین کو بلاک کریں؟ وہ فوراً سائن آؤٹ ہو جائیں گے۔',
        unblock: 'ان بلاک کریں',
        unblockTitle: '%{smart_count} صارف کو ان بلاک کریں؟ |||| %{smart_count} صارفین کو ان بلاک کریں؟',
        unblockDescription: 'وہ دوبارہ سائن اِن کر سکیں گے۔',
      },
    },
  },
};
