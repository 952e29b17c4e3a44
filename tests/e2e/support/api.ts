import { randomBytes } from 'node:crypto';
import { makeNonce, sign } from '@zf/shared';
import { baseURL } from '../playwright.config.ts';

/**
 * Seeds and inspects the server under test over real HTTP with the web client's signature, the way an integrator
 * would. Browser tests use it to arrange state quickly; what they assert happens in the browser.
 */
let server = baseURL;
/** Points the helpers at another worker's server (the global setup seeds each in turn). */
export function useServer(url: string): void {
  server = url;
}

export async function api<T = any>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const url = `/api/v1${path}`;
  const payload = body === undefined ? '' : JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = makeNonce((n) => randomBytes(n));
  const res = await fetch(server + url, {
    method,
    body: payload || undefined,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      appkey: 'zf-web', client: 'web', timestamp: String(timestamp), nonce,
      sign: sign('zf-web-dev-secret', { appkey: 'zf-web', client: 'web', nonce, timestamp, method, pathWithQuery: url, body: payload }),
      language: '1',
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

let seq = 0;
/** A phone nobody in this run has used: 139 + time-based digits. */
export function newPhone(): string {
  seq += 1;
  return `139${String((Date.now() * 10 + seq) % 100_000_000).padStart(8, '0')}`;
}

export async function smsCode(phone: string): Promise<string> {
  const res = await api<{ list: Array<{ code: string }> }>('GET', `/dev/sms-outbox?phone=${phone}`);
  const code = res.data.list[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/** Forwarded address per call so the per-IP SMS limit does not couple tests. */
const fromIp = () => ({ 'x-forwarded-for': `10.77.${seq % 250}.${Math.floor(Math.random() * 250)}` });

export interface E2eUser {
  phone: string;
  password: string;
  token: string;
  name: string;
}

/** Registers a user through the API, optionally with enterprises it administers. */
export async function registerUser(opts: { name?: string; enterprises?: string[] } = {}): Promise<E2eUser> {
  const phone = newPhone();
  const password = 'Passw0rd1';
  const name = opts.name ?? '测试员';
  const sent = await api('POST', '/auth/sms-code', { phone, scene: 'register' }, undefined, fromIp());
  if (sent.code !== 2000) throw new Error(`sms-code: ${sent.code} ${sent.msg}`);
  const reg = await api('POST', '/auth/register', { phone, password, code: await smsCode(phone), name });
  if (reg.code !== 2000) throw new Error(`register: ${reg.code} ${reg.msg}`);
  for (const enterprise of opts.enterprises ?? []) {
    const made = await api('POST', '/enterprises', { name: enterprise, type: 1 }, reg.data.token);
    if (made.code !== 2000) throw new Error(`create enterprise: ${made.code} ${made.msg}`);
  }
  return { phone, password, token: reg.data.token, name };
}

export const demo = { phone: '13800000000', password: 'demo1234' };
