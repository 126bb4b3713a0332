import fc from 'fast-check';
import { HOSTILE_TEXT, RawJson, extraKey, hostileText, hostileValue, setOwn } from './hostile';

/** The part of JSON Schema the API's documentation uses (yup converted by @sodaru/yup-to-json-schema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Some fields are upper-cased before their pattern applies (config names): off the pattern means off it in any case. */
export const matchesInAnyCase = (regex: RegExp, text: string) =>
  [text, text.toUpperCase(), text.toLowerCase()].some((variant) => regex.test(variant));

/** Marks a required field left out of a body. */
export const OMIT = Symbol('omit');

const typeOf = (schema: JsonSchema) => [schema.type].flat().find((type) => type && type !== 'null');
const INT32_MAX = 2 ** 31 - 1;
const lowerBound = (schema: JsonSchema) => schema.minimum ?? schema.exclusiveMinimum;
const upperBound = (schema: JsonSchema) => schema.maximum ?? schema.exclusiveMaximum;

/** Required fields the server cannot fill in itself: leaving one out always breaks the body. */
export const requiredWithoutDefault = (schema: JsonSchema | undefined) =>
  (schema?.required ?? []).filter((key) => schema?.properties?.[key] && schema.properties[key].default === undefined);

export const hasFields = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {}).length > 0;

function matchingString(pattern: string): fc.Arbitrary<string> {
  const regex = new RegExp(pattern);
  try {
    return fc.stringMatching(regex);
  } catch {
    // fast-check cannot generate lookaheads (the password rule): hostile strings that happen to match.
    const candidates = HOSTILE_TEXT.map((text) => `Aa1${text}xyz9`).filter((text) => regex.test(text));
    return fc.constantFrom(...(candidates.length ? candidates : ['Passw0rd!<b>x</b>']));
  }
}

const clip = (schema: JsonSchema) => (text: string) => {
  const min = schema.minLength ?? 0;
  const padded = text.length < min ? text + 'x'.repeat(min - text.length) : text;
  return schema.maxLength === undefined ? padded : padded.slice(0, schema.maxLength);
};

/** A value the schema documents as acceptable, with hostile content where it is free text or a boundary number. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = schema.enum?.filter((value) => value !== null);
  if (options?.length) return fc.constantFrom(...options);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'date-time') {
        return fc.oneof(
          fc
            .date({ min: new Date('1970-01-02T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true })
            .map((date) => date.toISOString()),
          fc.integer({ min: 1, max: 24 * 60 }).map((hours) => new Date(Date.now() + hours * 3_600_000).toISOString()),
        );
      }
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern) return matchingString(schema.pattern);
      return hostileText.map(clip(schema));
    case 'integer': {
      const low =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -INT32_MAX - 1);
      const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : INT32_MAX);
      return fc.oneof(fc.constantFrom(low, high), fc.integer({ min: low, max: Math.min(high, low + 200) }));
    }
    case 'number': {
      const low = lowerBound(schema) ?? -1e9;
      const high = upperBound(schema) ?? 1e9;
      const bounds = [schema.minimum, schema.maximum].filter((bound): bound is number => bound !== undefined);
      const double = fc.double({
        min: low,
        max: high,
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
      });
      return bounds.length ? fc.oneof(fc.constantFrom(...bounds), double) : double;
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(schema.items ? validValue(schema.items) : hostileValue, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return validObject(schema);
    default:
      return hostileValue;
  }
}

/** An object the schema documents as acceptable: every required field, some optional ones. */
export function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

function aboveMaxLength(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength!;
  return fc
    .tuple(fc.constantFrom(...HOSTILE_TEXT.filter((text) => text.trim())), fc.integer({ min: 1, max: 2_000 }))
    .map(([text, over]) => {
      const unit = `x${text}`;
      // Ends on a letter: a trimmed string must stay over the limit (ending in spaces, it fell back to max).
      return `${unit.repeat(Math.ceil((max + over) / unit.length)).slice(0, max + over - 1)}x`;
    });
}

/**
 * A value the schema documents as unacceptable, whatever yup's casting does with it: objects and
 * arrays for scalars (yup never casts those), non-numeric text for numbers, numbers past the
 * bounds (also as raw literals such as 1e400), text past maxLength or off the pattern or the enum.
 * Never blank or null: those mean "not given" and pass on an optional field.
 */
export function brokenValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const breaks: fc.Arbitrary<unknown>[] = [];
  const options = schema.enum?.filter((value) => value !== null);
  const type = typeOf(schema);
  if (type === 'string') {
    breaks.push(fc.constantFrom<unknown>({}, { $ne: null }, [['x']], { toString: 1 }));
    if (schema.maxLength !== undefined) breaks.push(aboveMaxLength(schema));
    const regex = schema.pattern ? new RegExp(schema.pattern) : undefined;
    const offPattern = HOSTILE_TEXT.filter(
      (text) =>
        text.trim() &&
        ((regex && !matchesInAnyCase(regex, text.trim())) || (options && !options.includes(text.trim()))),
    );
    if (offPattern.length) breaks.push(fc.constantFrom(...offPattern));
    if (schema.format === 'date-time') breaks.push(fc.constantFrom('not-a-date', 'tomorrow', '2024-13-45T99:99:99Z'));
    if (schema.format === 'uuid') breaks.push(fc.constantFrom('not-a-uuid', "1' OR '1'='1"));
    if (schema.minLength && schema.minLength > 1) breaks.push(fc.constant('x'.repeat(schema.minLength - 1)));
  } else if (type === 'integer' || type === 'number') {
    breaks.push(
      fc.constantFrom<unknown>(
        'abc',
        '<img src=x onerror=alert(1)>',
        "1' OR '1'='1",
        'NaN',
        '12abc',
        {},
        { $gt: 0 },
        { valueOf: 'x', toString: null },
      ),
    );
    if (type === 'integer') breaks.push(fc.constantFrom(1.5, -0.25, 1e-7));
    const high = upperBound(schema);
    if (high !== undefined)
      breaks.push(
        fc.constantFrom<unknown>(
          high + 1,
          Number.MAX_VALUE,
          new RawJson('1e400'),
          new RawJson('123456789012345678901234567890'),
        ),
      );
    const low = lowerBound(schema);
    if (low !== undefined)
      breaks.push(
        fc.constantFrom<unknown>(
          schema.minimum !== undefined ? low - 1 : low,
          -Number.MAX_VALUE,
          new RawJson('-1e400'),
        ),
      );
    if (options?.length) breaks.push(fc.constantFrom(Math.max(...(options as number[])) + 1_000, -12_345));
  } else if (type === 'boolean') {
    breaks.push(fc.constantFrom<unknown>('maybe', 7, {}, ['yes']));
  } else if (type === 'array') {
    breaks.push(fc.constantFrom<unknown>('not-an-array', {}, 42));
    if (schema.maxItems !== undefined && schema.items)
      breaks.push(
        fc.array(validValue(schema.items), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }),
      );
    if (schema.minItems && schema.items)
      breaks.push(fc.array(validValue(schema.items), { maxLength: schema.minItems - 1 }));
    const brokenItem = schema.items && brokenValue(schema.items);
    if (brokenItem && schema.items)
      breaks.push(
        fc
          .tuple(fc.array(validValue(schema.items), { maxLength: 2 }), brokenItem)
          .map(([items, bad]) => [...items, bad]),
      );
  } else if (type === 'object') {
    breaks.push(fc.constantFrom<unknown>('not-an-object', 42, [{}]));
    const nested = brokenObject(schema);
    if (nested) breaks.push(nested);
  }
  return breaks.length ? fc.oneof(...breaks) : undefined;
}

/** How one field of an object may be broken: left out or null when required, or given a broken value. */
function fieldBreaks(schema: JsonSchema): Record<string, fc.Arbitrary<unknown>> {
  const required = new Set(requiredWithoutDefault(schema));
  const result: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const options: fc.Arbitrary<unknown>[] = [];
    if (required.has(key))
      options.push(fc.constantFrom<unknown>(OMIT, null, ...(typeOf(property) === 'string' ? [''] : [])));
    const broken = brokenValue(property);
    if (broken) options.push(broken);
    if (options.length) result[key] = fc.oneof(...options);
  }
  return result;
}

/** An object that breaks the schema in one to three fields, the rest acceptable. */
export function brokenObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> | undefined {
  const breaks = fieldBreaks(schema);
  const keys = Object.keys(breaks);
  if (!keys.length) return undefined;
  const chosen = fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) });
  return fc
    .tuple(
      validObject(schema),
      chosen.chain((names) => fc.tuple(...names.map((name) => breaks[name].map((value) => [name, value] as const)))),
    )
    .map(([body, broken]) => {
      const result: Record<string, unknown> = { ...body };
      for (const [name, value] of broken) {
        if (value === OMIT) delete result[name];
        else result[name] = value;
      }
      return result;
    });
}

/** Undeclared fields with hostile values, added to a body: the API must ignore or refuse them, never store them. */
export function withExtraFields(
  body: fc.Arbitrary<Record<string, unknown>>,
  schema: JsonSchema | undefined,
): fc.Arbitrary<Record<string, unknown>> {
  const declared = new Set(Object.keys(schema?.properties ?? {}));
  const extras = fc.array(
    fc.tuple(
      extraKey.filter((key) => !declared.has(key)),
      hostileValue,
    ),
    { maxLength: 3 },
  );
  return fc.tuple(body, extras).map(([fields, extra]) => {
    const result: Record<string, unknown> = { ...fields };
    for (const [key, value] of extra) setOwn(result, key, value);
    return result;
  });
}
