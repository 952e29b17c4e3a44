import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { makeNonce, sign } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from './testing/enterprises.ts';
import { fuzzCases, sample, type FuzzCase, type Operation } from './testing/fuzz-cases.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The fuzz sweep of ISSUE 11 item 7: every route of the running app, as the OpenAPI document lists it, gets bad
 * inputs derived from its own schema (ids beyond the INTEGER column, NUL, lone surrogates, impossible dates, wrong
 * JSON types, non-JSON bodies, broken multipart, over-long path parameters). Whatever the route, the answer is never
 * a 5xx, always the envelope with a msg in the request's language, and a 4220 names the field that was broken.
 */
let t: TestApp;
let e: EnterpriseFixture;

/** Routes that end the caller's session or account whatever they are sent: fuzzing them would log the sweep out. */
const sessionEnders = new Set(['POST /api/v1/auth/logout', 'POST /api/v1/user/cancel', 'POST /api/v1/user/cancel/finish', 'POST /api/v1/enterprise/transfer-admin']);
/** Cases per route: enough for every kind of bad input to show up on every route within ~90 s on PGlite. */
const perRoute = process.env.ZF_FUZZ_ALL ? Infinity : 14;
const cjk = /[\u3400-\u9fff]/;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '模糊测试企业');
});
afterAll(async () => { await t?.close(); });

async function send(c: FuzzCase, language: 1 | 2) {
  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  if (c.body && 'json' in c.body) { payload = JSON.stringify(c.body.json); contentType = 'application/json'; }
  else if (c.body) { payload = c.body.raw; contentType = c.body.contentType; }
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = makeNonce((n) => randomBytes(n));
  // API.md: the signature covers the body bytes; a multipart upload signs an empty body.
  const signedBody = contentType?.startsWith('multipart/') || payload === undefined ? '' : typeof payload === 'string' ? payload : new Uint8Array(payload);
  const headers: Record<string, string> = {
    appkey: 'zf-web', client: 'web', timestamp: String(timestamp), nonce, language: String(language), authorization: e.admin.client.token!,
    sign: sign('zf-web-dev-secret', { appkey: 'zf-web', client: 'web', nonce, timestamp, method: c.method, pathWithQuery: c.url, body: signedBody }),
  };
  if (contentType) headers['content-type'] = contentType;
  return t.app.inject({ method: c.method as 'GET', url: c.url, payload, headers });
}

/** What is wrong with one answer, or null. */
function verdict(c: FuzzCase, language: 1 | 2, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `HTTP ${status}: ${text.slice(0, 160)}`;
  // A download route may still answer its file: the broken query value was one it does not read.
  if (status === 200 && !contentType.includes('application/json') && c.method === 'GET' && !c.field) return null;
  if (!contentType.includes('application/json')) return `not JSON (${status} ${contentType}): ${text.slice(0, 80)}`;
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try { body = JSON.parse(text); } catch { return `unparsable JSON: ${text.slice(0, 80)}`; }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) return `not the envelope: ${text.slice(0, 160)}`;
  if (body.code === 5001) return `5001: ${body.msg}`;
  if (body.msg === '') return 'empty msg';
  if (language === 2 && cjk.test(body.msg)) return `Chinese msg to an English client: ${body.msg}`;
  if (language === 1 && !cjk.test(body.msg)) return `msg not in Chinese: ${body.msg}`;
  // Refused before validation (no right, too many attempts) is fine; anything else must be the 4220 of that field.
  if (c.field && ![4001, 4003, 4005, 4006].includes(body.code)) {
    if (body.code !== 4220) return `accepted a broken ${c.field} (code ${body.code}): ${text.slice(0, 160)}`;
    const fields = Object.keys((body.data as { fields?: Record<string, string> } | null)?.fields ?? {});
    const named = fields.some((f) => f === c.field || f.startsWith(`${c.field}.`) || c.field!.startsWith(`${f}.`));
    if (!named) return `4220 does not name ${c.field}: ${text.slice(0, 200)}`;
  }
  return null;
}

describe('fuzzing every route from its schema', () => {
  it('never answers 5xx; always the localized envelope; a 4220 names the broken field', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const cases: FuzzCase[] = [];
    let routes = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        if (sessionEnders.has(`${method.toUpperCase()} ${path}`)) continue;
        routes++;
        cases.push(...sample(fuzzCases(method, path, op), perRoute));
      }
    }
    expect(routes).toBeGreaterThan(300);
    const failures: string[] = [];
    const started = Date.now();
    for (const [i, c] of cases.entries()) {
      const language = i % 2 === 0 ? 1 : 2;
      const res = await send(c, language);
      const wrong = verdict(c, language, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (wrong) failures.push(`${c.route} [${c.what}] → ${wrong}`);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`fuzz: ${cases.length} requests over ${routes} routes in ${seconds.toFixed(1)} s, ${failures.length} wrong answers`);
    // ZF_FUZZ_OUT=file keeps every wrong answer for reading (the assertion shows the first 60).
    if (process.env.ZF_FUZZ_OUT) writeFileSync(process.env.ZF_FUZZ_OUT, failures.join('\n'));
    expect(failures.slice(0, 60)).toEqual([]);
  }, 300_000);
});
