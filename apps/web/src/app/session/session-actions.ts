import type { LoginResult } from '@zf/shared';
import { api, queryClient } from '../../request/index.ts';
import { navigateTo, currentFullPath } from '../navigation.ts';
import { isPublicPath } from '../router/guard.ts';
import { useCancellation } from '../stores/cancellation.store.ts';
import { usePeriod } from '../stores/period.store.ts';
import { usePermission } from '../stores/permission.store.ts';
import { useSession, type SessionUser } from '../stores/session.store.ts';
import { useStatus } from '../stores/status.store.ts';
import { clearLocalStorage } from '../stores/storage.ts';
import { useTags } from '../stores/tags.store.ts';

/** Keeps the user object and the cancellation state (SPEC §3) in step. */
export function applyUser(user: SessionUser): void {
  useSession.getState().setUser(user);
  useCancellation.getState().setCancellation({ is_cancel: user.is_cancel, recover_days: user.recover_days });
}

/** POST /auth/login and friends, as the server answers them (shared contract). */
export type { LoginResult } from '@zf/shared';

export function signIn(result: LoginResult): void {
  useSession.getState().signIn(result.token, result.user);
  useCancellation.getState().setCancellation({ is_cancel: result.user.is_cancel, recover_days: result.user.recover_days });
}

/** Forgets the session here: token (cookie and copy), every store, ALL local storage (SPEC §4), cached queries. */
export function forgetSession(): void {
  useSession.getState().reset();
  useCancellation.getState().reset();
  usePeriod.getState().reset();
  usePermission.getState().reset();
  useStatus.getState().reset();
  useTags.getState().reset([]);
  clearLocalStorage();
  queryClient.clear();
}

/** 4001/4002 from any call: the session is gone; back to /login, then back to where the user was. */
export function endSessionFromServer(): void {
  forgetSession();
  const here = currentFullPath();
  if (isPublicPath(window.location.pathname)) return;
  navigateTo(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
}

/**
 * The avatar menu's exit: ends the server session too (best effort), then forgets everything. Like a lost session
 * it lands on /login with the page left as redirect, so logging in again continues there.
 */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', {}, { quiet: [4001, 4002] });
  } catch {}
  const here = currentFullPath();
  forgetSession();
  navigateTo(isPublicPath(window.location.pathname) ? '/login' : `/login?redirect=${encodeURIComponent(here)}`, { replace: true });
}
