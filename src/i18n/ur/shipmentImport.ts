import type { Phrases } from '../types';
import type { shipmentImportTexts as english } from '../en/shipmentImport';

/** The shipment spreadsheet import, in Urdu. */
export const shipmentImportTexts: Phrases<typeof english> = {
  app: {
    shipmentImport: {
      open: 'امپورٹ',
      title: 'اسپریڈشیٹ سے شپمنٹس امپورٹ کریں',
      description:
        'ہر قطار میں ایک شپمنٹ، ٹیمپلیٹ کی ہیڈر قطار کے نیچے (CSV یا Excel)۔ پہلے فائل چیک کریں: ہر قطار درست یا وجہ کے ساتھ مسترد دکھائی جاتی ہے۔ پہلے سے امپورٹ شدہ قطار دوبارہ کبھی نہیں بنتی۔',
      templateCsv: 'CSV ٹیمپلیٹ',
      templateXlsx: 'Excel ٹیمپلیٹ',
      choose: 'فائل منتخب کریں',
      chosen: 'فائل: %{name}',
      noFile: 'کوئی فائل منتخب نہیں',
      progress: 'اپ لوڈ کی پیش رفت',
      check: 'چیک کریں',
      import: '%{smart_count} شپمنٹ امپورٹ کریں |||| %{smart_count} شپمنٹس امپورٹ کریں',
      downloadResult: 'نتیجہ ڈاؤن لوڈ کریں',
      checked: 'درست: %{valid} · مسترد: %{refused} · پہلے سے امپورٹ شدہ: %{alreadyImported}',
      done: 'بنائی گئیں: %{created} · پہلے سے امپورٹ شدہ: %{alreadyImported} · مسترد: %{refused}',
      rowsLabel: 'فائل کی قطاریں',
      heading: {
        row: 'قطار',
        referenceNumber: 'ریفرنس نمبر',
        status: 'نتیجہ',
        reference: 'شپمنٹ',
        reasons: 'وجوہات',
      },
      status: { valid: 'درست', refused: 'مسترد', created: 'بنائی گئی', alreadyImported: 'پہلے سے امپورٹ شدہ' },
      fields: {
        row: 'قطار',
        referenceNumber: 'ریفرنس نمبر',
        loadingTime: 'لوڈنگ کا وقت',
        pickupCity: 'پک اپ شہر',
        pickupAddress: 'پک اپ پتہ',
        dropOffCity: 'ڈراپ آف شہر',
        dropOffAddress: 'ڈراپ آف پتہ',
        shipmentType: 'شپمنٹ کی قسم',
        paymentType: 'ادائیگی کی قسم',
        rateBasis: 'ریٹ کی بنیاد',
        vehicleType: 'گاڑی کی قسم',
        vehicleCount: 'گاڑیاں',
        weight: 'وزن (ٹن)',
        maxWeightPerVehicle: 'فی گاڑی زیادہ سے زیادہ وزن (ٹن)',
        goodsType: 'سامان کی قسم',
        goodsDescription: 'سامان کی تفصیل',
        shipperRate: 'شپر ریٹ',
        contractAmount: 'کنٹریکٹ رقم',
        consigneeName: 'وصول کنندہ کا نام',
        consigneeNumber: 'وصول کنندہ کا فون',
        pointOfContactName: 'رابطہ شخص کا نام',
        pointOfContactNumber: 'رابطہ شخص کا فون',
        specialInstructions: 'خصوصی ہدایات',
      },
    },
  },
};
