import { describe, expect, it } from 'vitest';
import { newNonce, signedHeaders, signRequest } from './signing.ts';

describe('bench request signing', () => {
  it('matches the test vector of API.md', () => {
    const sign = signRequest('zf-web-dev-secret', {
      appkey: 'zf-web', client: 'web', nonce: 'Ab3dE6gH', timestamp: 1700000000, method: 'POST', pathWithQuery: '/api/v1/auth/login', body: '{"a":1}',
    });
    expect(sign).toBe('D9AE0CB96B464A0556C88EA61A17130A64516B7F50E03D45F1B9AB1B877C4D17');
  });

  it('every request gets a fresh 8-character nonce', () => {
    const nonces = new Set(Array.from({ length: 200 }, newNonce));
    expect(nonces.size).toBe(200);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(signedHeaders({ appkey: 'k', secret: 's' }, 'GET', '/api/v1/products', '', 'tok')).toMatchObject({ appkey: 'k', client: 'web', authorization: 'tok' });
  });
});
