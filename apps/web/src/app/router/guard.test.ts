import { describe, expect, it } from 'vitest';
import { decideRoute, safeRedirect } from './guard.ts';

const at = (fullPath: string, who: Partial<{ hasToken: boolean; isCancelled: boolean; hasEnterprise: boolean }> = {}) =>
  decideRoute({ pathname: fullPath.split('?')[0]!, fullPath, hasToken: false, isCancelled: false, hasEnterprise: true, ...who });
const user = { hasToken: true };

describe('route guard (SPEC §2)', () => {
  it('without a token opens every public path', () => {
    for (const p of ['/login', '/phoneLogin', '/forgetPassword', '/phonePasswordLogin', '/registered', '/phoneCodeLogin', '/phoneRegistered', '/share', '/agreement', '/cancellation', '/print', '/404', '/shop-login', '/shop-view']) {
      expect(at(p)).toEqual({ allow: true });
    }
  });
  it('without a token sends anything else to /login with the full path as redirect', () => {
    expect(at('/purchase/order?id=3&tab=2')).toEqual({ redirect: '/login?redirect=%2Fpurchase%2Forder%3Fid%3D3%26tab%3D2' });
    expect(at('/')).toEqual({ redirect: '/login?redirect=%2F' });
  });
  it('with a token sends public paths to / except /share', () => {
    expect(at('/login', user)).toEqual({ redirect: '/' });
    expect(at('/registered', user)).toEqual({ redirect: '/' });
    expect(at('/share?code=1', user)).toEqual({ allow: true });
    // The shop ordering view has its own shop token: a back office login neither blocks nor replaces it.
    expect(at('/shop-login', user)).toEqual({ allow: true });
    expect(at('/shop-view', user)).toEqual({ allow: true });
    expect(at('/dashboard', user)).toEqual({ allow: true });
  });
  it('after login continues to the redirect target of the login page', () => {
    expect(at('/login?redirect=%2Fsale%2Forder%3Fid%3D1', user)).toEqual({ redirect: '/sale/order?id=1' });
    expect(at('/login?redirect=https%3A%2F%2Fevil.example', user)).toEqual({ redirect: '/' });
  });
  it('locks a cancelled user into /cancellation', () => {
    const cancelled = { hasToken: true, isCancelled: true };
    expect(at('/dashboard', cancelled)).toEqual({ redirect: '/cancellation' });
    expect(at('/share', cancelled)).toEqual({ redirect: '/cancellation' });
    expect(at('/cancellation', cancelled)).toEqual({ allow: true });
  });
  it('sends a user who is not cancelled away from /cancellation', () => {
    expect(at('/cancellation', user)).toEqual({ redirect: '/' });
  });
  it('asks a user without a current enterprise to pick one, keeping the target', () => {
    const none = { hasToken: true, hasEnterprise: false };
    expect(at('/sale/order', none)).toEqual({ redirect: '/selectEnterprise?redirect=%2Fsale%2Forder' });
    expect(at('/selectEnterprise', none)).toEqual({ allow: true });
  });
});

describe('redirect after login', () => {
  it('honours an app path and refuses other sites', () => {
    expect(safeRedirect('?redirect=%2Fpurchase%2Forder%3Fid%3D3')).toBe('/purchase/order?id=3');
    expect(safeRedirect('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });
});
