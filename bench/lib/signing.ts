import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The request signature of API.md, computed with node:crypto: a load generator signs every request (each needs a
 * fresh nonce), and the pure-JS signer of @zf/shared would make the client, not the server, the bottleneck.
 */
export interface SignParts {
  appkey: string;
  client: string;
  nonce: string;
  timestamp: number;
  method: string;
  pathWithQuery: string;
  body: string | Buffer;
}

export function signRequest(secret: string, p: SignParts): string {
  const bodyHash = createHash('sha256').update(p.body).digest('hex');
  const canonical = [p.appkey, p.client, p.nonce, String(p.timestamp), p.method.toUpperCase(), p.pathWithQuery, bodyHash].join('\n');
  return createHmac('sha256', secret).update(canonical).digest('hex').toUpperCase();
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 8 characters [A-Za-z0-9], as API.md asks. */
export const newNonce = (): string => Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');

export interface AppKey { appkey: string; secret: string }
export const devAppKey: AppKey = { appkey: 'zf-web', secret: 'zf-web-dev-secret' };

/** The signed headers of one request (plus the token and the language), ready for node:http. */
export function signedHeaders(key: AppKey, method: string, pathWithQuery: string, body: string | Buffer, token?: string): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = newNonce();
  return {
    appkey: key.appkey, client: 'web', timestamp: String(timestamp), nonce, language: '1',
    sign: signRequest(key.secret, { appkey: key.appkey, client: 'web', nonce, timestamp, method, pathWithQuery, body }),
    ...(token ? { authorization: token } : {}),
  };
}
