import { Code, type ShopViewSession } from '@zf/shared';
import { api, ApiError } from '../../request/index.ts';

/** The shop ordering view's own login (POST /shop-view/login, ShopViewSession); only its answer is kept. */
const key = 'zf-shop-view';
export const shopLoginPath = '/shop-login';
export const shopViewPath = '/shop-view';

export function readShopSession(): ShopViewSession | null {
  try {
    const raw = localStorage.getItem(key);
    const s = raw ? (JSON.parse(raw) as ShopViewSession) : null;
    return s && typeof s.token === 'string' ? s : null;
  } catch {
    return null;
  }
}
export const saveShopSession = (s: ShopViewSession) => localStorage.setItem(key, JSON.stringify(s));
export const clearShopSession = () => localStorage.removeItem(key);

/** An expired or revoked shop token: the view goes back to its login and never ends a back office session. */
export const shopSessionEnded = (e: unknown) => e instanceof ApiError && (e.code === Code.noToken || e.code === Code.sessionExpired);
const quiet = [Code.noToken, Code.sessionExpired];

/** Calls of the shop ordering view, with the shop's token instead of the back office one. */
export const shopApi = {
  get: <T>(token: string, path: string, params?: Record<string, unknown>) => api.get<T>(path, params, { token, quiet }),
  post: <T>(token: string, path: string, body?: unknown) => api.post<T>(path, body, { token, quiet }),
};
