/**
 * How long a text is as one SMS. A text written only in the GSM 03.38 alphabet is sent in 7-bit units
 * (160 a message; each character of the extension table takes two); any other character (Urdu, ç, ê)
 * makes the whole text UCS-2, 70 UTF-16 units a message.
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export const SMS_LIMIT = { gsm7: 160, ucs2: 70 } as const;

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  limit: number;
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const character of text) {
    if (GSM7_BASIC.includes(character)) septets += 1;
    else if (GSM7_EXTENSION.includes(character)) septets += 2;
    else return { encoding: 'UCS-2', units: text.length, limit: SMS_LIMIT.ucs2 };
  }
  return { encoding: 'GSM-7', units: septets, limit: SMS_LIMIT.gsm7 };
}

/** Whether the text goes out as one SMS, not several. */
export const fitsOneSms = (text: string) => {
  const size = smsSize(text);
  return size.units <= size.limit;
};
