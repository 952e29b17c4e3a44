import { describe, expect, it } from 'vitest';
import { signedHeaders, withQuery } from './signed-headers.ts';

const key = { appkey: 'zf-web', secret: 'zf-web-dev-secret', client: 'web' };
// Bytes that pick the nonce 'Ab3dE6gH' from makeNonce's alphabet (A-Z a-z 0-9).
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const nonceBytes = () => Uint8Array.from('Ab3dE6gH', (c) => alphabet.indexOf(c));

describe('signed request headers', () => {
  it('sign the API.md test vector exactly', () => {
    const h = signedHeaders({ method: 'POST', pathWithQuery: '/api/v1/auth/login', body: '{"a":1}', language: 'zh-CN' }, key, () => 1_700_000_000_000, nonceBytes);
    expect(h).toMatchObject({ appkey: 'zf-web', client: 'web', nonce: 'Ab3dE6gH', timestamp: '1700000000', language: '1', 'Content-Type': 'application/json' });
    expect(h.sign).toBe('D9AE0CB96B464A0556C88EA61A17130A64516B7F50E03D45F1B9AB1B877C4D17');
    expect(h.Authorization).toBeUndefined();
  });

  it('send the stored token as is and language 2 for English', () => {
    const h = signedHeaders({ method: 'GET', pathWithQuery: '/api/v1/user/info', token: 'tok123', language: 'en-US' }, key);
    expect(h.Authorization).toBe('tok123');
    expect(h.language).toBe('2');
    expect(h.nonce).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(h['Content-Type']).toBeUndefined();
  });

  it('sign the query string as part of the path', () => {
    const fixed = [() => 1_700_000_000_000, nonceBytes] as const;
    const a = signedHeaders({ method: 'GET', pathWithQuery: '/api/v1/products?page=1', language: 'zh-CN' }, key, ...fixed);
    const b = signedHeaders({ method: 'GET', pathWithQuery: '/api/v1/products?page=2', language: 'zh-CN' }, key, ...fixed);
    expect(a.sign).not.toBe(b.sign);
  });
});

describe('query strings', () => {
  it('leave out empty filters and repeat arrays', () => {
    expect(withQuery('/api/v1/x', { page: 1, keyword: '', status: undefined, ids: [1, 2] })).toBe('/api/v1/x?page=1&ids=1&ids=2');
    expect(withQuery('/api/v1/x', {})).toBe('/api/v1/x');
  });
});
