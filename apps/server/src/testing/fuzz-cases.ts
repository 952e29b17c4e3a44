/**
 * Bad inputs derived from one operation of the OpenAPI document (/api/docs/json): every route the app registers is
 * fuzzed the day it lands, from its own schema, with no list kept by hand. Pure: no I/O.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
  required?: string[];
}

export interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** One request to send: the route it belongs to, what was broken, and the field the answer should name. */
export interface FuzzCase {
  route: string;
  what: string;
  method: string;
  url: string;
  /** A JSON value (sent as JSON) or raw bytes with their content type. */
  body?: { json: unknown } | { raw: string | Buffer; contentType: string };
  /** The field the 4220 answer must name, when the case broke exactly one field. */
  field?: string;
}

export const hugeId = 2147483648;
const nul = 'a\u0000b';
const loneSurrogate = 'x\ud800y';

/** Values a path parameter takes when it is not the one being broken (records that do not exist). */
const pathSamples: Record<string, string> = { type: 'sale-bills', name: 'sale', bill_type: 'sale-bills', key: 'nothing.png' };
const absentId = 987654;

const typeOf = (s: JsonSchema | undefined): string => {
  if (!s) return 'unknown';
  if (s.anyOf || s.oneOf) {
    const types = (s.anyOf ?? s.oneOf ?? []).map(typeOf);
    return types.includes('string') && types.includes('number') ? 'decimal' : (types[0] ?? 'unknown');
  }
  if (s.enum) return typeof s.enum[0] === 'number' ? 'integer' : 'string';
  return (Array.isArray(s.type) ? s.type[0] : s.type) ?? 'unknown';
};
const isDate = (s: JsonSchema | undefined, name: string) => (s?.pattern ?? '').includes('\\d{4}-\\d{2}-\\d{2}') || /(^|_)date(_|$)/.test(name);
const isIdName = (name: string) => name === 'id' || name === 'ids' || /_ids?$/.test(name);

/** A value the schema accepts, as far as one can tell without knowing the data. */
export function sampleValue(s: JsonSchema | undefined, name: string, depth = 0): unknown {
  if (!s) return undefined;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (isDate(s, name)) return '2026-01-15';
  switch (typeOf(s)) {
    case 'integer': case 'number': return isIdName(name) ? absentId : Math.max(s.minimum ?? 1, 1);
    case 'decimal': return '1';
    case 'boolean': return false;
    case 'string': return s.pattern === '^\\d{4}-(0[1-9]|1[0-2])$' ? '2026-01' : 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'array': return depth > 2 ? [] : [sampleValue(s.items, name.replace(/s$/, ''), depth + 1)];
    case 'object': return depth > 2 ? {} : sampleObject(s, depth + 1);
    default: return undefined;
  }
}
const sampleObject = (s: JsonSchema, depth = 0): Record<string, unknown> =>
  Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, p]) => [k, sampleValue(p, k, depth)]).filter(([, v]) => v !== undefined));

/** Broken values for a body field of this schema: beyond the id column, NUL, lone surrogate, impossible date, wrong type. */
function badBodyValues(s: JsonSchema, name: string): Array<[string, unknown]> {
  const t = typeOf(s);
  if (t === 'integer' || t === 'number') {
    return [['2^31', hugeId], ['true for a number', true], ['[] for a number', []], ['text for a number', 'abc']];
  }
  if (t === 'decimal') return [['negative decimal', '-1'], ['NaN', 'NaN'], ['1e400', '1e400'], ['true for a decimal', true], ['[] for a decimal', []]];
  if (t === 'boolean') return [['text for a boolean', 'yes'], ['[] for a boolean', []]];
  if (t === 'string') {
    const out: Array<[string, unknown]> = [['NUL', nul], ['lone surrogate', loneSurrogate], ['[] for a text', []], ['number for a text', 12]];
    if (isDate(s, name)) out.push(['2026-02-30', '2026-02-30'], ['9999-99-99', '9999-99-99']);
    return out;
  }
  if (t === 'array') {
    const it = typeOf(s.items);
    return [['text for a list', 'x'], ...(it === 'integer' || it === 'number' ? [['2^31 in a list', [hugeId]] as [string, unknown]] : [])];
  }
  if (t === 'object') return [['text for an object', 'x']];
  return [];
}

function badQueryValues(s: JsonSchema | undefined, name: string): Array<[string, string]> {
  const t = typeOf(s);
  const out: Array<[string, string]> = [['NUL', 'a%00b'], ['lone surrogate', '%ED%A0%80']];
  if (t === 'integer' || t === 'number' || isIdName(name)) out.push(['2^31', String(hugeId)]);
  // Numbers in a query string are digits only: not exponents, hex, fractions, booleans, padded or repeated values.
  if (t === 'integer' || t === 'number') {
    out.push(['text for a number', 'abc'], ['exponent for a number', '1e3'], ['hex for a number', '0x1A'], ['fraction for a number', '1.5'],
      ['true for a number', 'true'], ['padded number', '%201'], ['repeated number', `1&${name}=2`]);
  }
  if (isDate(s, name)) out.push(['2026-02-30', '2026-02-30'], ['9999-99-99', '9999-99-99']);
  return out;
}

/** Some fields take negative amounts (a cost adjustment, a voucher line): such a case only has to answer well. */
const mayBeValid = (what: string, name: string) => what === 'negative decimal' || (what === '2^31' && !isIdName(name));

const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, p: string) => values[p] ?? '1');
const query = (q: Record<string, string>) => {
  const parts = Object.entries(q).map(([k, v]) => `${k}=${v}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

/** Multipart bodies a broken client or an attacker sends to an upload or import route. */
export function brokenMultiparts(): Array<[string, string | Buffer, string]> {
  const b = 'zfbroken';
  return [
    ['multipart without a boundary', 'abc', 'multipart/form-data'],
    ['multipart cut short', `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004`, `multipart/form-data; boundary=${b}`],
    ['multipart with a broken part header', `--${b}\r\nContent-Disposition form-data name\r\n\r\nx\r\n--${b}--\r\n`, `multipart/form-data; boundary=${b}`],
    ['multipart boundary never given', `--other\r\n\r\n`, `multipart/form-data; boundary=${b}`],
  ];
}

/** Every bad input of one operation. */
export function fuzzCases(method: string, path: string, op: Operation): FuzzCase[] {
  const M = method.toUpperCase();
  const route = `${M} ${path}`;
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const goodPath: Record<string, string> = Object.fromEntries(pathParams.map((p) => [p.name, pathSamples[p.name] ?? (typeOf(p.schema) === 'string' ? 'x' : String(absentId))]));
  const goodQuery: Record<string, string> = {};
  for (const p of queryParams) if (p.required) goodQuery[p.name] = encodeURIComponent(String(sampleValue(p.schema, p.name) ?? '1'));
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const goodBody = bodySchema ? (sampleValue(bodySchema, 'body') as Record<string, unknown>) : undefined;
  const url = (pathValues = goodPath, q = goodQuery) => `${fill(path, pathValues)}${query(q)}`;
  const json = goodBody !== undefined ? { json: goodBody } : M === 'GET' || M === 'DELETE' ? undefined : { json: {} };
  const cases: FuzzCase[] = [];

  for (const p of pathParams) {
    const bad: Array<[string, string]> = typeOf(p.schema) === 'integer' || typeOf(p.schema) === 'number'
      ? [['2^31', String(hugeId)], ['20 digits', '9'.repeat(20)], ['text for a number', 'abc']]
      : [['NUL', 'a%00b']];
    bad.push(['over-long', '9'.repeat(300)], ['lone surrogate', '%ED%A0%80']);
    for (const [what, v] of bad) cases.push({ route, what: `path ${p.name}: ${what}`, method: M, url: url({ ...goodPath, [p.name]: v }), body: json, field: what === 'over-long' || what === 'lone surrogate' ? undefined : p.name });
  }
  for (const p of queryParams) {
    for (const [what, v] of badQueryValues(p.schema, p.name)) {
      cases.push({ route, what: `query ${p.name}: ${what}`, method: M, url: url(goodPath, { ...goodQuery, [p.name]: v }), body: json, field: what === 'lone surrogate' || mayBeValid(what, p.name) ? undefined : p.name });
    }
  }
  if (bodySchema && goodBody && typeof goodBody === 'object') {
    for (const [k, s] of Object.entries(bodySchema.properties ?? {})) {
      for (const [what, v] of badBodyValues(s, k)) cases.push({ route, what: `body ${k}: ${what}`, method: M, url: url(), body: { json: { ...goodBody, [k]: v } }, field: mayBeValid(what, k) ? undefined : k });
      // One level into lists of rows (bill lines): the row's fields, named with the row's index.
      const item = s.items;
      if (typeOf(s) === 'array' && item?.properties && Array.isArray(goodBody[k])) {
        const row = (goodBody[k] as unknown[])[0] as Record<string, unknown>;
        for (const [rk, rs] of Object.entries(item.properties)) {
          for (const [what, v] of badBodyValues(rs, rk)) cases.push({ route, what: `body ${k}[0].${rk}: ${what}`, method: M, url: url(), body: { json: { ...goodBody, [k]: [{ ...row, [rk]: v }] } }, field: mayBeValid(what, rk) ? undefined : `${k}.0.${rk}` });
        }
      }
    }
  }
  if (M !== 'GET' && M !== 'DELETE') {
    const raw = JSON.stringify(goodBody ?? {});
    cases.push({ route, what: 'text/plain body', method: M, url: url(), body: { raw, contentType: 'text/plain' } });
    cases.push({ route, what: 'xml body', method: M, url: url(), body: { raw: '<a/>', contentType: 'application/xml' } });
    cases.push({ route, what: 'broken JSON', method: M, url: url(), body: { raw: '{"a":', contentType: 'application/json' } });
    cases.push({ route, what: 'JSON with a NUL escape in a key', method: M, url: url(), body: { raw: '{"a\\u0000":1}', contentType: 'application/json' } });
  }
  if (/\/(import|upload[\w-]*)$/.test(path) && M === 'POST') {
    for (const [what, raw, contentType] of brokenMultiparts()) cases.push({ route, what, method: M, url: url(), body: { raw, contentType } });
  }
  return cases;
}

/** A stable pick of at most `n` cases (FNV-1a order), so a run is repeatable and every kind still shows up. */
export function sample(cases: FuzzCase[], n: number): FuzzCase[] {
  if (cases.length <= n) return cases;
  const h = (s: string) => { let x = 0x811c9dc5; for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 0x01000193) >>> 0; return x; };
  return [...cases].sort((a, b) => h(a.route + a.what) - h(b.route + b.what)).slice(0, n);
}
