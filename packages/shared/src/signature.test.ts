import { describe, expect, it } from 'vitest';
import { sign } from './signature.ts';

describe('request signature', () => {
  it('matches the test vector of API.md', () => {
    const s = sign('zf-web-dev-secret', {
      appkey: 'zf-web', client: 'web', nonce: 'Ab3dE6gH', timestamp: 1700000000,
      method: 'POST', pathWithQuery: '/api/v1/auth/login', body: '{"a":1}',
    });
    expect(s).toBe('D9AE0CB96B464A0556C88EA61A17130A64516B7F50E03D45F1B9AB1B877C4D17');
  });
  it('changes when the body, path or method changes', () => {
    const base = { appkey: 'zf-web', client: 'web', nonce: 'Ab3dE6gH', timestamp: 1700000000, method: 'POST', pathWithQuery: '/api/v1/auth/login', body: '{"a":1}' };
    const s = sign('zf-web-dev-secret', base);
    expect(sign('zf-web-dev-secret', { ...base, body: '{"a":2}' })).not.toBe(s);
    expect(sign('zf-web-dev-secret', { ...base, pathWithQuery: '/api/v1/auth/logout' })).not.toBe(s);
    expect(sign('zf-web-dev-secret', { ...base, method: 'PUT' })).not.toBe(s);
  });
});
