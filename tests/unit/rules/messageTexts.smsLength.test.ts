import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALE_CODES } from '#domain/locales';
import { CODE_MINUTES, MESSAGE_TEXTS, codeSmsText, type CodeUse } from '#domain/messageTexts';
import { fillMessage } from '#domain/messages';
import { OTP_LENGTH } from '#domain/limits';
import { SMS_LIMIT, fitsOneSms, smsSize } from '#domain/smsLength';

const USES: CodeUse[] = ['verify', 'reset'];
const PURPOSES = ['phone:user', 'phone:driver', 'forgot-password'];
const CODE = '9'.repeat(OTP_LENGTH);
/** Client names a deployment may have: none, long in GSM-7, long with characters GSM-7 lacks, in Urdu. */
const CLIENTS = [
  '',
  'Freight',
  'Karachi Freight Logistics Company Ltd',
  'Façade Crème Brûlée Transports',
  'کراچی فریٹ',
];

describe('the GSM-7 / UCS-2 arithmetic', () => {
  it('counts GSM-7 septets (extension characters twice) and UCS-2 units', () => {
    expect(smsSize('Hello')).toEqual({ encoding: 'GSM-7', units: 5, limit: SMS_LIMIT.gsm7 });
    expect(smsSize('€[]')).toEqual({ encoding: 'GSM-7', units: 6, limit: SMS_LIMIT.gsm7 });
    expect(smsSize('é à ù')).toMatchObject({ encoding: 'GSM-7', units: 5 });
    expect(smsSize('ça')).toEqual({ encoding: 'UCS-2', units: 2, limit: SMS_LIMIT.ucs2 });
    expect(smsSize('کوڈ')).toMatchObject({ encoding: 'UCS-2', units: 3 });
    expect(fitsOneSms('a'.repeat(160))).toBe(true);
    expect(fitsOneSms('a'.repeat(161))).toBe(false);
    expect(fitsOneSms('ک'.repeat(70))).toBe(true);
    expect(fitsOneSms('ک'.repeat(71))).toBe(false);
  });
});

describe('every SMS text fits one SMS, in every language', () => {
  it.each(LOCALE_CODES)('%s: the texts without the client name fit, whatever the code', (language) => {
    for (const use of USES) {
      const text = fillMessage(MESSAGE_TEXTS[language].codeSmsPlain[use], { code: CODE, minutes: CODE_MINUTES });
      expect(fitsOneSms(text), `${language} ${use}: ${text} (${JSON.stringify(smsSize(text))})`).toBe(true);
      expect(text).toContain(CODE);
    }
  });

  it.each(LOCALE_CODES)('%s: a code SMS always fits, with the client name when it can', (language) => {
    for (const purpose of PURPOSES)
      for (const client of CLIENTS) {
        const text = codeSmsText(language, purpose, CODE, client);
        expect(fitsOneSms(text), `${language} ${purpose} "${client}": ${text}`).toBe(true);
        expect(text).toContain(CODE);
      }
  });

  it('a short GSM-7 client name is kept in English and French', () => {
    for (const language of ['en', 'fr'] as const)
      expect(codeSmsText(language, 'phone:user', CODE, 'Freight')).toMatch(/^Freight/);
  });

  it('any client name: the SMS fits one message and carries the code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALE_CODES),
        fc.constantFrom(...PURPOSES),
        fc.string(),
        (lang, purpose, name) => {
          const text = codeSmsText(lang, purpose, CODE, name);
          return fitsOneSms(text) && text.includes(CODE);
        },
      ),
    );
  });
});

describe('every language has every text', () => {
  it('the same keys and placeholders as English; Urdu reads right to left', () => {
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const flat = (value: unknown, path = ''): [string, string][] =>
      typeof value === 'string'
        ? [[path, value]]
        : Object.entries(value as object).flatMap(([key, inner]) => flat(inner, `${path}.${key}`));
    const english = new Map(flat(MESSAGE_TEXTS.en));
    for (const language of LOCALE_CODES) {
      const texts = new Map(flat(MESSAGE_TEXTS[language]));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts)
        if (key !== '.direction')
          expect(placeholders(text), `${language}${key}`).toEqual(placeholders(english.get(key)!));
    }
    expect(MESSAGE_TEXTS.ur.direction).toBe('rtl');
  });
});
