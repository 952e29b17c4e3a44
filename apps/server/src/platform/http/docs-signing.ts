/**
 * In development, /api/docs signs "Try it out" requests itself with the web key, so a newcomer can exercise every
 * endpoint from the browser (log in, click Authorize, paste the token). Never served in production, where the secret
 * must not reach a page. Uses WebCrypto, which browsers offer on localhost and https origins.
 */
export function docsSigningScript(appkey: string, secret: string): string {
  return `(() => {
  const appkey = ${JSON.stringify(appkey)}, secret = ${JSON.stringify(secret)};
  const enc = new TextEncoder();
  const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const original = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    if (!url.pathname.startsWith('/api/v1/') || !crypto.subtle) return original(input, init);
    const method = (init.method || 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? init.body : '';
    const nonce = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => letters[b % letters.length]).join('');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const bodyHash = hex(await crypto.subtle.digest('SHA-256', enc.encode(body)));
    const canonical = [appkey, 'web', nonce, timestamp, method, url.pathname + url.search, bodyHash].join('\\n');
    const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const sign = hex(await crypto.subtle.sign('HMAC', key, enc.encode(canonical))).toUpperCase();
    const headers = new Headers(init.headers || {});
    for (const [k, v] of Object.entries({ appkey, client: 'web', nonce, timestamp, sign })) headers.set(k, v);
    if (!headers.has('language')) headers.set('language', navigator.language.startsWith('zh') ? '1' : '2');
    return original(input, { ...init, headers });
  };
})();`;
}
