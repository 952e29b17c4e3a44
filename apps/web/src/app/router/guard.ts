/**
 * The route guard of SPEC §2 as a pure decision, so every rule is unit-tested:
 * - no token: public paths are open, anything else goes to /login?redirect=<full path>;
 * - a cancelled user (is_cancel 1) reaches /cancellation only; anyone else opening /cancellation goes to /;
 * - with a token a public path goes to / (or to its `redirect` target: that is how a finished login continues),
 *   except /share (and /print, which logged-in users open to print a bill; and the shop ordering view, which keeps
 *   its own shop token);
 * - a logged-in user without a current enterprise first picks or creates one (/selectEnterprise).
 */
export const publicPaths = [
  '/login', '/phoneLogin', '/forgetPassword', '/phonePasswordLogin', '/registered', '/phoneCodeLogin',
  '/phoneRegistered', '/share', '/agreement', '/cancellation', '/print', '/404', '/shop-login', '/shop-view',
] as const;
/** Public paths a logged-in user may still open. */
export const openWithToken = ['/share', '/print', '/shop-login', '/shop-view'];
export const selectEnterprisePath = '/selectEnterprise';

export interface GuardInput {
  pathname: string;
  /** pathname + search, the redirect target. */
  fullPath: string;
  hasToken: boolean;
  isCancelled: boolean;
  hasEnterprise: boolean;
}
export type GuardDecision = { allow: true } | { redirect: string };

const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
export const isPublicPath = (pathname: string): boolean => (publicPaths as readonly string[]).includes(normalize(pathname));
const withRedirect = (path: string, fullPath: string) => `${path}?redirect=${encodeURIComponent(fullPath)}`;

export function decideRoute({ pathname, fullPath, hasToken, isCancelled, hasEnterprise }: GuardInput): GuardDecision {
  const path = normalize(pathname);
  if (!hasToken) return isPublicPath(path) ? { allow: true } : { redirect: withRedirect('/login', fullPath) };
  if (isCancelled) return path === '/cancellation' ? { allow: true } : { redirect: '/cancellation' };
  if (path === '/cancellation') return { redirect: '/' };
  if (isPublicPath(path)) return openWithToken.includes(path) ? { allow: true } : { redirect: safeRedirect(fullPath.slice(pathname.length)) };
  if (!hasEnterprise && path !== selectEnterprisePath) {
    return { redirect: path === '/' ? selectEnterprisePath : withRedirect(selectEnterprisePath, fullPath) };
  }
  return { allow: true };
}

/** The `redirect` query target after login, only when it is a path of this app (never another site). */
export function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/';
  return target;
}
