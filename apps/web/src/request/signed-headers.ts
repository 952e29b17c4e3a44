import { languageHeader, makeNonce, sign, type Language } from '@zf/shared';

export interface SignedRequest {
  method: string;
  /** The request target exactly as sent, starting with /api/ and including the query string. */
  pathWithQuery: string;
  /** The raw body as sent ('' or undefined when there is none). */
  body?: string;
  token?: string | null;
  language: Language;
}
export interface SigningKey {
  appkey: string;
  secret: string;
  client: string;
}

const browserRandom = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));

/**
 * The headers of SPEC §7 / API.md for one request: Authorization (token as stored), client, appkey, timestamp (s),
 * nonce (8 chars), sign, language (2 English, 1 otherwise) and JSON content type when a body is sent.
 * `now` and `random` are injectable so a test can check the result against the API.md vector.
 */
export function signedHeaders(
  req: SignedRequest,
  key: SigningKey,
  now: () => number = Date.now,
  random: (n: number) => Uint8Array = browserRandom,
): Record<string, string> {
  const timestamp = Math.floor(now() / 1000);
  const nonce = makeNonce(random);
  const headers: Record<string, string> = {
    client: key.client,
    appkey: key.appkey,
    timestamp: String(timestamp),
    nonce,
    sign: sign(key.secret, {
      appkey: key.appkey, client: key.client, nonce, timestamp,
      method: req.method, pathWithQuery: req.pathWithQuery, body: req.body ?? '',
    }),
    language: languageHeader(req.language),
  };
  if (req.token) headers.Authorization = req.token;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

/** Query string of GET params: undefined, null and '' are left out so filters that are not set are not sent. */
export function withQuery(path: string, params?: Record<string, unknown>): string {
  if (!params) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => q.append(k, String(item)));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}
