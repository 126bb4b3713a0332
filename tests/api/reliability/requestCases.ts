import fc from 'fast-check';
import { multipart, type Part } from '../multipart';
import { HOSTILE_TEXT, hostileText, toJsonText } from './hostile';
import {
  brokenObject,
  hasFields,
  matchesInAnyCase,
  requiredWithoutDefault,
  validObject,
  validValue,
  withExtraFields,
  type JsonSchema,
} from './schemaArbitraries';
import type { WriteRoute } from './writeRoutes';

/**
 * `invalid`: wrong whatever the route does with it, so only a 4xx is right and nothing may be written.
 * `maybeValid`: hostile but possibly acceptable (a body-less route with a real id ignores junk, a
 * documented-valid body full of NUL, emoji and boundary numbers may be stored): a 2xx is allowed,
 * and a 4xx must still leave the database as it was.
 */
export type Expectation = 'invalid' | 'maybeValid';

export interface RequestCase {
  kind: string;
  expectation: Expectation;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

export interface RouteContext {
  route: WriteRoute;
  /** Path parameter values naming records that exist (a route not listed gets 1). */
  realParams: Record<string, string>;
}

const ID_LIKE = /id$/i;
/** Percent-encodes text; a lone surrogate (which URLs cannot carry) becomes U+FFFD. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

/** Path parameter values no route may accept: off the documented schema, malformed, or naming no record. */
export function wrongParamValues(name: string, schema: JsonSchema | undefined): string[] {
  const type = [schema?.type].flat()[0];
  if (schema?.enum?.length) return ['999', '0', '-1', 'abc', '1.5', enc("2' OR '1'='1")];
  if (type === 'integer' || type === 'number' || (!schema && ID_LIKE.test(name))) {
    return [
      '0',
      '-1',
      '2147483648',
      '1.5',
      'abc',
      '1e400',
      'NaN',
      enc('1; DROP TABLE users--'),
      '%00',
      enc('١٢'),
      '99999999',
      '2147483647',
      '%E0%A4%A',
    ];
  }
  const regex = schema?.pattern ? new RegExp(schema.pattern) : undefined;
  const offSchema = [...HOSTILE_TEXT, 'x'.repeat(300)].filter(
    (text) => text.trim() && (!regex || !matchesInAnyCase(regex, text.trim())),
  );
  return offSchema.map(enc).concat('%E0%A4%A');
}

function urlOf(ctx: RouteContext, params: Record<string, string>, query: Record<string, string>) {
  const path = ctx.route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ctx.realParams[name] ?? '1');
  const search = Object.entries(query)
    .map(([key, value]) => `${enc(key)}=${enc(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const validQuery = (route: WriteRoute): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    Object.fromEntries(route.query.map((q) => [q.name, (q.schema ? validValue(q.schema) : hostileText).map(String)])),
    {
      requiredKeys: route.query.filter((q) => q.required).map((q) => q.name),
    },
  );

/** A documented query parameter given text it refuses (not a number, off its pattern), or a required one left out. */
function brokenQuery(route: WriteRoute): fc.Arbitrary<Record<string, string>> | undefined {
  const breakable = route.query.filter(
    (q) => q.required || q.schema?.pattern || ['integer', 'number'].includes(String(q.schema?.type)),
  );
  if (!breakable.length) return undefined;
  return fc
    .tuple(
      validQuery(route),
      fc.constantFrom(...breakable),
      fc.constantFrom(...HOSTILE_TEXT.filter((text) => text.trim() && Number.isNaN(Number(text)))),
    )
    .map(([query, q, text]) => {
      const result = { ...query };
      const regex = q.schema?.pattern ? new RegExp(q.schema.pattern) : undefined;
      if (q.required && (!regex || regex.test(text))) delete result[q.name];
      else result[q.name] = text;
      return result;
    });
}

const json = (
  ctx: RouteContext,
  kind: string,
  expectation: Expectation,
  body: unknown,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): RequestCase => ({
  kind,
  expectation,
  url: urlOf(ctx, params, query),
  contentType: 'application/json',
  payload: toJsonText(body),
});

/** A body the route documents as acceptable, with hostile content and extra fields. */
function acceptableBody(route: WriteRoute): fc.Arbitrary<Record<string, unknown>> {
  return withExtraFields(hasFields(route.body) ? validObject(route.body!) : fc.constant({}), route.body);
}

/** Garbage that is not a file of an accepted type: never starts with a PDF, PNG, JPEG or WebP signature, nor a CSV header. */
const garbageFile = fc
  .tuple(fc.uint8Array({ maxLength: 256 }), fc.constantFrom(...HOSTILE_TEXT))
  .map(([bytes, text]) => Buffer.concat([Buffer.from(`X${text}`), Buffer.from(bytes)]));
const hostileFileName = fc.constantFrom(
  '../../../etc/passwd',
  'a\u0000.pdf',
  '<img src=x onerror=alert(1)>.pdf',
  `${'x'.repeat(1000)}.pdf`,
  '😀.pdf',
  'C:\\Windows\\x.pdf',
  '.pdf',
  ' ',
  'report.pdf',
);
const hostileFieldName = fc.constantFrom(
  'documentTypeId',
  'shipmentId',
  'bookingId',
  'driverId',
  'vehicleId',
  'userId',
  'invoiceId',
  'purpose',
  'x',
  '__proto__',
  '',
);

/** A multipart form with hostile fields and maybe a garbage file: never a file of an accepted type. */
const garbageForm = fc
  .tuple(
    fc.array(fc.tuple(hostileFieldName, fc.oneof(hostileText, fc.constantFrom('1', '0', '-1', '2147483648', 'abc'))), {
      maxLength: 4,
    }),
    fc.option(
      fc.tuple(
        fc.constantFrom('file', 'document', 'logo', 'x'),
        hostileFileName,
        fc.constantFrom('application/pdf', 'image/png', 'text/csv', 'text/html', ''),
        garbageFile,
      ),
    ),
  )
  .map(([fields, file]) => {
    const parts: Part[] = fields.map(([name, value]) => ({ name, value }));
    if (file)
      parts.push({
        name: file[0],
        fileName: file[1],
        contentType: file[2] || 'application/octet-stream',
        content: file[3],
      });
    return multipart(parts);
  });

/** Multipart bodies broken at the wire: boundary mismatch, cut short, no boundary, too many files or fields. */
const brokenForm = fc.constantFrom(
  {
    contentType: 'multipart/form-data; boundary=abc',
    payload: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n'),
  },
  {
    contentType: 'multipart/form-data; boundary=abc',
    payload: Buffer.from(
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut',
    ),
  },
  { contentType: 'multipart/form-data', payload: Buffer.from('--abc\r\n\r\n--abc--') },
  { contentType: 'multipart/form-data; boundary=abc', payload: Buffer.from('') },
  {
    ...(() => {
      const form = multipart(
        Array.from({ length: 5 }, (_, i) => ({
          name: `f${i}`,
          fileName: `${i}.bin`,
          contentType: 'application/pdf',
          content: Buffer.from(`X${i}`),
        })),
      );
      return { contentType: form.contentType, payload: form.payload };
    })(),
  },
  {
    ...(() => {
      const form = multipart(
        Array.from({ length: 25 }, (_, i) => ({ name: `field${i}`, value: 'v'.repeat(i === 0 ? 20_000 : 1) })),
      );
      return { contentType: form.contentType, payload: form.payload };
    })(),
  },
);

const MALFORMED_JSON = [
  "{'a': 1}",
  '{a:1}',
  '{"a":1,}',
  'undefined',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":01}',
  '{"a":"\u0000"}',
  '{"a":"\\x41"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1}}',
  '\uFEFF{"a":',
];
const UNSUPPORTED_TYPES: [string, string][] = [
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
  ['application/x-www-form-urlencoded', 'amount=1&shipmentId=1'],
  ['text/html', '<img src=x onerror=alert(1)>'],
  ['application/javascript', 'alert(1)'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
  ['application/json-patch+json', '[{"op":"replace","path":"/a","value":1}]'],
];

/** Broken whatever the route is: malformed JSON (also cut anywhere), a type the API does not read, prototype poisoning. */
function transportCase(ctx: RouteContext): fc.Arbitrary<RequestCase> {
  const cutJson = fc.tuple(acceptableBody(ctx.route), fc.nat()).map(([body, at]) => {
    const text = toJsonText(body);
    return text.slice(0, at % text.length);
  });
  return fc.oneof(
    fc.oneof(fc.constantFrom(...MALFORMED_JSON), cutJson).map((payload) => ({
      kind: 'malformed JSON',
      expectation: 'invalid' as const,
      url: urlOf(ctx, {}, {}),
      contentType: 'application/json',
      payload,
    })),
    fc.constantFrom(...UNSUPPORTED_TYPES).map(([contentType, payload]) => ({
      kind: `content type ${contentType}`,
      expectation: 'invalid' as const,
      url: urlOf(ctx, {}, {}),
      contentType,
      payload,
    })),
  );
}

/** Bodies that carry no fields for the route (not an object, text, a form to a JSON route): invalid only where a field is required. */
function fieldlessCase(ctx: RouteContext, expectation: Expectation): fc.Arbitrary<RequestCase> {
  const nonObject = fc.constantFrom('[]', '[{}]', '"text"', '123', 'null', 'true', '{}', '""').map((payload) => ({
    kind: 'JSON that is not an object',
    expectation,
    url: urlOf(ctx, {}, {}),
    contentType: 'application/json',
    payload,
  }));
  const text = hostileText.map((payload) => ({
    kind: 'text/plain',
    expectation,
    url: urlOf(ctx, {}, {}),
    contentType: 'text/plain',
    payload,
  }));
  const form = fc.oneof(garbageForm, brokenForm).map(({ contentType, payload }) => ({
    kind: 'multipart to a JSON route',
    expectation,
    url: urlOf(ctx, {}, {}),
    contentType,
    payload,
  }));
  return ctx.route.upload ? fc.oneof(nonObject, text) : fc.oneof(nonObject, text, form);
}

/** Cases every answer to which must be a 4xx that writes nothing. */
export function invalidCase(ctx: RouteContext): fc.Arbitrary<RequestCase> {
  const { route } = ctx;
  const options: fc.WeightedArbitrary<RequestCase>[] = [{ weight: 2, arbitrary: transportCase(ctx) }];
  const broken = route.body && brokenObject(route.body);
  if (broken)
    options.push({
      weight: 6,
      arbitrary: fc
        .tuple(withExtraFields(broken, route.body), validQuery(route))
        .map(([body, query]) => json(ctx, 'body off its schema', 'invalid', body, {}, query)),
    });
  if (route.pathParams.length) {
    const wrongParam = fc
      .constantFrom(...route.pathParams)
      .chain((param) =>
        fc.constantFrom(...wrongParamValues(param.name, param.schema)).map((value) => ({ [param.name]: value })),
      );
    options.push({
      weight: 3,
      arbitrary: fc
        .tuple(wrongParam, acceptableBody(route), validQuery(route))
        .map(([params, body, query]) => json(ctx, 'wrong path parameter', 'invalid', body, params, query)),
    });
  }
  const query = brokenQuery(route);
  if (query)
    options.push({
      weight: 2,
      arbitrary: fc
        .tuple(acceptableBody(route), query)
        .map(([body, q]) => json(ctx, 'query off its schema', 'invalid', body, {}, q)),
    });
  if (requiredWithoutDefault(route.body).length || route.upload)
    options.push({ weight: 2, arbitrary: fieldlessCase(ctx, 'invalid') });
  if (route.upload) {
    options.push({
      weight: 6,
      arbitrary: fc.oneof(garbageForm, brokenForm).map(({ contentType, payload }) => ({
        kind: 'garbage upload',
        expectation: 'invalid' as const,
        url: urlOf(ctx, {}, {}),
        contentType,
        payload,
      })),
    });
  }
  return fc.oneof(...options);
}

/** Hostile cases a route may accept: a 2xx is allowed, a 4xx must write nothing, a 5xx never. */
export function maybeValidCase(ctx: RouteContext): fc.Arbitrary<RequestCase> {
  const { route } = ctx;
  const body = fc
    .tuple(acceptableBody(route), validQuery(route))
    .map(([b, query]) => json(ctx, 'documented-valid hostile body', 'maybeValid', b, {}, query));
  if (route.upload || requiredWithoutDefault(route.body).length) return body;
  return fc.oneof({ weight: 3, arbitrary: body }, { weight: 1, arbitrary: fieldlessCase(ctx, 'maybeValid') });
}

/** A JSON body one byte past the body limit: refused before any route code runs. */
export function oversizedCase(ctx: RouteContext, bodyLimitBytes: number): RequestCase {
  const filler = 'A'.repeat(bodyLimitBytes);
  return {
    kind: 'oversized JSON body',
    expectation: 'invalid',
    url: urlOf(ctx, {}, {}),
    contentType: 'application/json',
    payload: `{"x":"${filler}"}`,
  };
}

/** A garbage file past the 10 MB upload limit (server/files/upload.ts): 413 while streaming. */
export function oversizedUploadCase(ctx: RouteContext, bytes: number): RequestCase {
  const form = multipart([
    { name: 'file', fileName: 'big.pdf', contentType: 'application/pdf', content: Buffer.alloc(bytes, 0x58) },
  ]);
  return {
    kind: 'oversized upload',
    expectation: 'invalid',
    url: urlOf(ctx, {}, {}),
    contentType: form.contentType,
    payload: form.payload,
  };
}
