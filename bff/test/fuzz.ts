import fc from 'fast-check';
import { samples } from '../src/domain/uploads/test-files.ts';
import type { Part } from './commerce.ts';

/** A JSON schema as the OpenAPI document (or TypeBox) gives it. */
export type Schema = Record<string, unknown>;

const HUGE = 'x'.repeat(100_000);

/** Strings that broke something somewhere once: empty, huge, control and combining characters, injections. */
export const nastyString: fc.Arbitrary<string> = fc.constantFrom(
  '',
  ' ',
  '\t\r\n',
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '../../../etc/passwd',
  '%00',
  '%ZZ',
  '\u0000',
  '\uD800',
  '\uFFFF',
  'Ελληνικά ΑΒΓ άέή',
  '👩🏽‍💻🇬🇷',
  '\u202Eevil',
  'a\u0301\u0301\u0301',
  '\u200B',
  HUGE,
  'é'.repeat(20_000),
  '{"a":1}',
  '2020-02-30',
  '9999-12-31',
  '0001-01-01',
  '1',
  '2',
  '999999999999999999999',
  'WS-2026-000001',
  'CR-2026-000001',
  '00000000-0000-4000-8000-000000000000',
  'someone@example.gr',
  'Δοκιμή@παράδειγμα.ελ',
);

/** Numbers at and beyond every edge. */
const nastyNumber: fc.Arbitrary<number> = fc.constantFrom(
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 31),
  2 ** 31,
  1e-320,
  Number.MAX_SAFE_INTEGER,
);

/** Any JSON value of the wrong kind: null, booleans, numbers, strings, arrays, objects. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  nastyNumber,
  fc.string({ unit: 'binary', maxLength: 40 }),
  nastyString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const options: fc.Arbitrary<string>[] = [
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.constantFrom('a'.repeat(max), 'a'.repeat(max + 1), 'a'.repeat(Math.max(0, min - 1))),
    nastyString,
  ];
  if (typeof schema.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, max)));
    } catch {
      // A pattern fast-check cannot generate from: the other strings still cover it.
    }
  }
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'date')
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  return fc.oneof(...options);
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
  return fc.oneof(
    integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }),
    fc.constantFrom(min, max, min - 1, max + 1),
    nastyNumber,
  );
}

/**
 * Values the schema accepts, or nearly (unicode, edge lengths and numbers, random optional fields):
 * these get past validation into the domain code, where the interesting failures live.
 */
export function validFor(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s) => validFor(s, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
  switch (type) {
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k in properties);
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validFor(s, k)]));
      return fc.record(model, { requiredKeys: required });
    }
    case 'array': {
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 3;
      return fc.array(validFor((schema.items as Schema | undefined) ?? {}), {
        maxLength: Math.min(maxItems, 5),
      });
    }
    case 'string':
      return validString(schema, name);
    case 'integer':
      return fc.integer({ min, max });
    case 'number':
      return fc.double({ min, max, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validString(schema: Schema, name: string): fc.Arbitrary<string> {
  if (/^productId$/i.test(name)) return fc.constantFrom('1', '2', '3', '5', '8', '12', '40');
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') {
    return fc
      .integer({ min: -400, max: 400 })
      .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
  }
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const minLength = Math.max(1, typeof schema.minLength === 'number' ? schema.minLength : 0);
  const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
  if (typeof schema.pattern === 'string') {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .oneof(fc.stringMatching(pattern), fc.constantFrom('Ermou 25', 'Αθήνα', '105 63', '10563'))
        .filter((v) => fits(v) && pattern.test(v));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 80) }),
    fc.constantFrom('Ελληνικά', '👩🏽‍💻', 'a'.repeat(maxLength)).filter(fits),
  );
}

/** Mostly values of the schema's shape (so requests reach the domain code), now and then anything at all. */
export function valueFor(schema: Schema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const shaped = /^productId$/i.test(name)
    ? fc.oneof(fc.constantFrom('1', '2', '3', '5', '8', '12'), shapedLike(schema, depth))
    : shapedLike(schema, depth);
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: badValue });
}

function shapedLike(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return badValue;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectFor(schema, depth);
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 4;
      return fc.array(valueFor(items, depth + 1), { maxLength: maxItems + 2 });
    }
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return badValue;
  }
}

/** Objects with the schema's fields, each maybe missing, maybe of another kind, maybe with an extra field. */
function objectFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([k, s]) => [k, valueFor(s, depth + 1, k)]),
  );
  const complete = fc.record(model, { requiredKeys: required.filter((k) => k in model) });
  const partial = fc.record(model, { requiredKeys: [] });
  const extra = fc.option(
    fc.tuple(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'isAdmin', 'buyerId', 'id')),
      badValue,
    ),
    {
      freq: 4,
    },
  );
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: complete }, { weight: 1, arbitrary: partial }), extra)
    .map(([object, more]) => {
      const value: Record<string, unknown> = { ...(object as Record<string, unknown>) };
      // defineProperty: a "__proto__" key must end up in the JSON, not change the prototype.
      if (more)
        Object.defineProperty(value, more[0], {
          value: more[1],
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return value;
    });
}

/** JSON texts that are not what anyone meant: broken, deep, huge, duplicated, poisoned, not UTF-8. */
export const badJsonText: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom<string | Buffer>(
    '',
    '{',
    '{"productId":',
    '}{',
    'null',
    '[]',
    '"just a string"',
    '1e999',
    '-0',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\uFEFF{}',
    '{"a":1,"a":2}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
    `"${'y'.repeat(1_100_000)}"`,
    Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.json({ maxDepth: 3 }).map((text) => text.slice(0, Math.max(1, text.length - 1))),
);

/** What to send as a JSON route's body: a schema-shaped value, the wrong kind of value, or bad text. */
export function jsonBody(schema: Schema | null): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    { weight: 3, arbitrary: validFor(schema ?? {}).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 4, arbitrary: valueFor(schema ?? {}).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: badJsonText },
  );
}

/** Content types, mostly JSON, sometimes what other parsers (or none) take. */
export const contentType: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'multipart/form-data',
      'application/xml',
      'application/merge-patch+json',
    ),
  },
);

/** A query string of the route's parameters (and strangers) with odd values; sometimes a raw broken one. */
export function queryString(params: Array<{ name: string; schema: Schema }>): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(params.length > 0 ? [fc.constantFrom(...params.map((p) => p.name))] : []),
    fc.constantFrom('__proto__', 'page[]', 'lang', 'x'),
  );
  const schemaOf = (key: string) => params.find((p) => p.name === key)?.schema ?? {};
  const pair = name.chain((key) =>
    valueFor(schemaOf(key), 0, key).map(
      (value) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')] as const,
    ),
  );
  const valid = fc
    .subarray(params)
    .chain((chosen) =>
      fc.tuple(...chosen.map((p) => validFor(p.schema, p.name).map((v) => [p.name, String(v)] as const))),
    )
    .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v])).toString());
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 4,
      arbitrary: fc
        .array(pair, { maxLength: 5 })
        .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v])).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%E0%A4%A',
        'a=%ZZ',
        'page=1&page=2&page=3',
        '&&&',
        '=x',
        `q=${'z'.repeat(50_000)}`,
      ),
    },
  );
}

/** Percent-encodes every byte but the unreserved ones (lone surrogates become U+FFFD, as a browser does). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path parameter values: plausible, strange, huge, or raw broken percent-encodings. */
export const pathValue: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.oneof(nastyString, fc.string({ unit: 'binary', maxLength: 30 })).map(encodeSegment),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%ZZ', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'a'.repeat(5000)),
  },
);

/** Printable header values (HTTP allows no control characters), including empty and huge ones. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  fc.constantFrom('', ' ', 'k'.repeat(10_000), 'en;q=0.5, gr;q=abc, *', '\u00e9\u00e8'),
);

/** Multipart bodies: the expected parts with odd values, strangers, bad files, odd names. */
export function multipartParts(jsonPartSchema: Schema | null): fc.Arbitrary<Part[]> {
  const fileName = fc.oneof(
    fc.constantFrom(
      'logo.png',
      'label.pdf',
      '',
      '../../etc/passwd',
      'a"b.png',
      'x'.repeat(300),
      'Λογότυπο 👩🏽‍💻.png',
      'C:\\fakepath\\a.png',
      'nul\u0000.png',
    ),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  );
  const content = fc.oneof(
    fc.constantFrom(
      samples.png,
      samples.jpeg,
      samples.pdf,
      samples.exe,
      samples.svg,
      samples.gif,
      Buffer.alloc(0),
    ),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  );
  const fieldName = fc.constantFrom(
    'request',
    'file',
    'brandLabel',
    'designFile.dress',
    'designFile.other',
    'attachment',
    '',
    'x'.repeat(200),
  );
  const textPart = fc.record({
    name: fieldName,
    value: fc.oneof(
      jsonPartSchema ? valueFor(jsonPartSchema).map((v) => JSON.stringify(v) ?? 'null') : nastyString,
      jsonPartSchema ? validFor(jsonPartSchema).map((v) => JSON.stringify(v) ?? 'null') : nastyString,
      badJsonText.map((t) => t.toString()),
      nastyString,
    ),
  });
  const filePart = fc.record({
    name: fieldName,
    filename: fileName,
    content,
    contentType: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream', ''),
  });
  // What the shop's own form sends: the JSON part and well-named files, so requests get to the domain.
  const goodFile = fc.record({
    name: fc.constantFrom('file', 'brandLabel', 'designFile.dress', 'designFile.blouse', 'designFile.other'),
    filename: fileName,
    content: fc.constantFrom(samples.png, samples.jpeg, samples.pdf, samples.webp),
    contentType: fc.constantFrom('image/png', 'application/pdf'),
  });
  const formLike = fc
    .tuple(
      jsonPartSchema ? validFor(jsonPartSchema).map((v) => JSON.stringify(v)) : fc.constant(null),
      fc.uniqueArray(goodFile, { maxLength: 3, selector: (part) => part.name }),
    )
    .map(([json, files]): Part[] => [...(json === null ? [] : [{ name: 'request', value: json }]), ...files]);
  return fc.oneof(formLike, fc.array(fc.oneof(textPart, filePart), { maxLength: 5 }));
}

/** Multipart texts a client should never send. */
export const brokenMultipart: fc.Arbitrary<{ type: string; body: string }> = fc.constantFrom(
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
  },
  { type: 'multipart/form-data; boundary=x', body: 'garbage' },
  { type: 'multipart/form-data; boundary=x', body: '' },
  { type: 'multipart/form-data', body: '--x\r\n\r\n--x--' },
  { type: 'multipart/form-data; boundary=', body: '----\r\n' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--x--\r\n',
  },
);
