import { randomBytes } from 'node:crypto';
import { makeNonce, sign } from '@zf/shared';
import type { App } from '../platform/http/create-server.ts';

export interface ApiAnswer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  language?: 1 | 2;
  /** Change the signed request: used by the signature tests to tamper with one part. */
  tamper?: { body?: string; timestamp?: number; nonce?: string; sign?: string; method?: string; path?: string };
  headers?: Record<string, string>;
}

/**
 * Calls the API in-process (Fastify inject) exactly as the web client does: JSON body, signed headers of API.md,
 * Authorization token and language. Returns the envelope plus the HTTP status.
 */
export class SignedClient {
  token?: string;
  constructor(
    private readonly app: App,
    private readonly appkey = 'zf-web',
    private readonly secret = 'zf-web-dev-secret',
  ) {}

  withToken(token: string): SignedClient {
    const c = new SignedClient(this.app, this.appkey, this.secret);
    c.token = token;
    return c;
  }

  async call<T = any>(method: string, path: string, body?: unknown, opts: CallOptions = {}): Promise<ApiAnswer<T>> {
    const url = path.startsWith('/api/') ? path : `/api/v1${path}`;
    const payload = body === undefined ? '' : JSON.stringify(body);
    const timestamp = opts.tamper?.timestamp ?? Math.floor(Date.now() / 1000);
    const nonce = opts.tamper?.nonce ?? makeNonce((n) => randomBytes(n));
    const signature = opts.tamper?.sign ?? sign(this.secret, {
      appkey: this.appkey, client: 'web', nonce, timestamp,
      method: opts.tamper?.method ?? method, pathWithQuery: opts.tamper?.path ?? url, body: opts.tamper?.body ?? payload,
    });
    const token = opts.token ?? this.token;
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      payload: payload || undefined,
      headers: {
        ...(payload ? { 'content-type': 'application/json' } : {}),
        appkey: this.appkey, client: 'web', timestamp: String(timestamp), nonce, sign: signature,
        language: String(opts.language ?? 1),
        ...(token ? { authorization: token } : {}),
        ...opts.headers,
      },
    });
    // A file answer (an export, a template) has no envelope: say so instead of failing to parse it.
    const type = String(res.headers['content-type'] ?? '');
    if (!type.includes('json')) return { status: res.statusCode, code: res.statusCode === 200 ? 2000 : res.statusCode, msg: `file: ${type}`, data: undefined as T };
    const json = res.json() as { code: number; msg: string; data: T };
    return { status: res.statusCode, ...json };
  }

  private signedHeaders(method: string, url: string, body: string, opts: CallOptions = {}) {
    const timestamp = Math.floor(Date.now() / 1000);
    const nonce = makeNonce((n) => randomBytes(n));
    const token = opts.token ?? this.token;
    return {
      appkey: this.appkey, client: 'web', timestamp: String(timestamp), nonce, language: String(opts.language ?? 1),
      sign: sign(this.secret, { appkey: this.appkey, client: 'web', nonce, timestamp, method, pathWithQuery: url, body }),
      ...(token ? { authorization: token } : {}),
    };
  }

  /** A multipart upload as the browser sends it: field `file`, signed over an empty body (API.md). */
  async upload<T = any>(path: string, file: Buffer, fileName: string, contentType = 'application/octet-stream', opts: CallOptions = {}): Promise<ApiAnswer<T>> {
    const url = `/api/v1${path}`;
    const boundary = `----zf${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await this.app.inject({ method: 'POST', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...this.signedHeaders('POST', url, '', opts) } });
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: T }) };
  }

  /** A signed GET whose answer may be a file: the bytes, content type and, when JSON, the envelope. */
  async download(path: string, opts: CallOptions = {}): Promise<{ status: number; contentType: string; body: Buffer; json?: ApiAnswer }> {
    const url = `/api/v1${path}`;
    const res = await this.app.inject({ method: 'GET', url, headers: this.signedHeaders('GET', url, '', opts) });
    const contentType = String(res.headers['content-type'] ?? '');
    return { status: res.statusCode, contentType, body: res.rawPayload, json: contentType.includes('json') ? { status: res.statusCode, ...(res.json() as Omit<ApiAnswer, 'status'>) } : undefined };
  }

  get<T = any>(path: string, opts?: CallOptions) { return this.call<T>('GET', path, undefined, opts); }
  post<T = any>(path: string, body: unknown = {}, opts?: CallOptions) { return this.call<T>('POST', path, body, opts); }
  put<T = any>(path: string, body: unknown = {}, opts?: CallOptions) { return this.call<T>('PUT', path, body, opts); }
  delete<T = any>(path: string, body?: unknown, opts?: CallOptions) { return this.call<T>('DELETE', path, body, opts); }
}
