import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { devAppKey, signedHeaders, type AppKey } from './signing.ts';

export interface Envelope<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/**
 * A signed API client over real HTTP (keep-alive), as the web app talks to the server: every request carries the
 * API.md signature with a fresh nonce, the token and the language. Used by the data generator and the metrics.
 */
export class ApiClient {
  readonly agent: http.Agent;

  constructor(readonly baseUrl: string, readonly token?: string, agent?: http.Agent, readonly key: AppKey = devAppKey) {
    this.agent = agent ?? new http.Agent({ keepAlive: true, maxSockets: 64 });
  }

  withToken(token: string): ApiClient {
    return new ApiClient(this.baseUrl, token, this.agent, this.key);
  }

  async call<T = any>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    const target = path.startsWith('/api/') ? path : `/api/v1${path}`;
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers = { ...signedHeaders(this.key, method, target, payload, this.token), ...(payload ? { 'content-type': 'application/json' } : {}) };
    const res = await this.send(method, target, headers, payload);
    return { status: res.status, ...(JSON.parse(res.body.toString('utf8')) as Omit<Envelope<T>, 'status'>) };
  }

  get<T = any>(path: string) { return this.call<T>('GET', path); }
  post<T = any>(path: string, body: unknown = {}) { return this.call<T>('POST', path, body); }

  /** Like `post` but a non-2000 answer throws, naming the call: the generator's steps must all succeed. */
  async must<T = any>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const res = await this.call<T>(method, path, body);
    if (res.code !== 2000) throw new Error(`${method} ${path}: ${res.code} ${res.msg} ${JSON.stringify(res.data ?? {}).slice(0, 300)}`);
    return res.data;
  }

  /** A multipart upload (field `file`), signed over an empty body as API.md says. */
  async upload<T = any>(path: string, file: Buffer, fileName: string): Promise<Envelope<T>> {
    const target = `/api/v1${path}`;
    const boundary = `----zfbench${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...signedHeaders(this.key, 'POST', target, '', this.token), 'content-type': `multipart/form-data; boundary=${boundary}` };
    const res = await this.send('POST', target, headers, payload);
    return { status: res.status, ...(JSON.parse(res.body.toString('utf8')) as Omit<Envelope<T>, 'status'>) };
  }

  /** A signed GET whose answer is a file (an import template). */
  async download(path: string): Promise<Buffer> {
    const target = `/api/v1${path}`;
    const res = await this.send('GET', target, signedHeaders(this.key, 'GET', target, '', this.token), '');
    if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status}`);
    return res.body;
  }

  private send(method: string, target: string, headers: Record<string, string>, payload: string | Buffer): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.baseUrl}${target}`, { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) }, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
}
