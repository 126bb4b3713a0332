import fc from 'fast-check';

/** Text an attacker or a broken client sends: markup, SQL, template and path tricks, NUL, emoji, RTL, invisible and lone-surrogate characters. */
export const HOSTILE_TEXT = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  'Robert"); DROP TABLE shipments;--',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  'C:\\Windows\\system32\\cmd.exe',
  'NUL\u0000byte',
  '\u0000',
  '😀🚚🇵🇰👨‍👩‍👧‍👦',
  'مرحبا بالعالم \u202Egnp.exe',
  '\u200B\u200D\uFEFF\u2028\u2029',
  'Z̷̢͎̈́a̵̛͓l̸̙̈g̷͚̈́o̶̰͝',
  'lone \ud800 surrogate',
  '\\u0000 \\x00 %00 %27',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  '\t\r\n',
];

/** Numbers at the edges: negative, zero, past 32 and 53 bits, tiny, huge; NaN and ±Infinity leave JSON.stringify as null. */
export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  5e-324,
  0.1 + 0.2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** A JSON literal written into the body as is, for numbers JSON.stringify cannot produce (1e400 parses as Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}
export const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0'];

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

/** Any value a field may be sent: hostile text and numbers, wrong types, NoSQL-style operators, nested junk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      { $ne: null },
      { $gt: '' },
      [[[]]],
      { toString: 1 },
      { valueOf: 'x', toString: null },
      { hasOwnProperty: 1 },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Names of fields a route does not declare: mass-assignment guesses, prototype tricks, random keys. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    'id',
    'userType',
    'isAdmin',
    'role',
    'roleId',
    'permissions',
    'companyId',
    'createdAt',
    'deletedAt',
    'balanceMinor',
    'status',
    '$where',
    'constructor',
    '__proto__',
  ),
  fc.string({ maxLength: 12 }),
);

/** Sets a property as an own, enumerable one: `__proto__` must reach JSON.stringify as a key, not replace the prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** JSON text of a body, with RawJson values written as their literal. */
export function toJsonText(body: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawJson) {
      raw.push(value.text);
      return `\u0001raw${raw.length - 1}\u0001`;
    }
    return value;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_, index: string) => raw[Number(index)]);
}
