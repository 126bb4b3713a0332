import type { Phrases } from '../types';
import type { SignInErrorKey, signInTexts as englishTexts } from '../en/signIn';

/** The login page's texts in Urdu (see ../en/signIn.ts): the plain form and the full bundle read them here. */
export const signInTexts: Phrases<typeof englishTexts> = {
  language: {
    choose: 'زبان منتخب کریں',
  },
  auth: {
    accountHelp: 'اکاؤنٹ میں مدد',
    notices: {
      registered: 'آپ کا اکاؤنٹ تیار ہے۔ اپنے فون نمبر یا ای میل اور نئے پاس ورڈ کے ساتھ بطور شپر سائن اِن کریں۔',
      passwordReset: 'آپ کا پاس ورڈ تبدیل ہو گیا۔ نئے پاس ورڈ کے ساتھ سائن اِن کریں۔',
      pinReset: 'آپ کا پن تبدیل ہو گیا۔',
    },
    signIn: 'سائن اِن کریں',
    signingIn: 'سائن اِن ہو رہا ہے',
    signInAs: 'بطور سائن اِن کریں',
    internalStaff: 'اندرونی عملہ',
    shipper: 'شپر',
    useOtherSignIn:
      'یہ اکاؤنٹ %{kind} کے طور پر سائن ان ہوتا ہے: وہ سائن ان اب منتخب ہے، براہ کرم دوبارہ سائن ان کریں۔',
    username: 'فون نمبر یا ای میل',
    password: 'پاس ورڈ',
    createAccount: 'اکاؤنٹ بنائیں',
    forgotPassword: 'پاس ورڈ بھول گئے؟',
    resetPin: 'پن دوبارہ ترتیب دیں',
  },
};

export const signInErrors: Record<SignInErrorKey, string> = {
  loginFailed: 'لاگ اِن نہیں ہو سکا، براہِ کرم درست یوزر نیم اور پاس ورڈ درج کریں',
  loginMissingFields: 'یوزر نیم اور/یا پاس ورڈ درکار ہے',
  sessionExpired: 'سیشن ختم ہو گیا ہے، براہِ کرم دوبارہ لاگ اِن کریں',
  generic: 'درخواست پر کارروائی نہیں ہو سکی',
  invalidClient: 'نامعلوم کلائنٹ',
  accountBlocked: 'یہ اکاؤنٹ بلاک ہے',
  tooManyRequests: 'بہت زیادہ کوششیں، براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں',
};
