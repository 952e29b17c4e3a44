import type { SessionUser } from '@zf/shared';
import { create } from 'zustand';
import { expiryState, type ExpiryState } from '../session/expiry.ts';
import { readJson, writeJson } from './storage.ts';
import { readToken, removeToken, writeToken } from './token.ts';

/** The user object of API.md GET /user/info (SPEC §3 "User"): the shared contract's, as the server answers it. */
export type { SessionUser } from '@zf/shared';
export interface VersionInfo {
  name: string;
  /** Unix seconds; 0 = no expiry. */
  expired_time: number;
}

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  message_count: number;
  roles: string[];
  /** True once the menu routes of this session were fetched and built (SPEC §2 "built once after login"). */
  loadMenus: boolean;
  enterprise_id: number;
  version_info: VersionInfo | null;
  /** Where the version stands against its expiry (SPEC §4), computed when version_info arrives. */
  version_state: ExpiryState;
  signIn(token: string, user: SessionUser): void;
  setUser(user: SessionUser): void;
  setMessageCount(n: number): void;
  setEnterpriseId(id: number): void;
  setVersionInfo(v: VersionInfo | null): void;
  setRoles(roles: string[]): void;
  setLoadMenus(done: boolean): void;
  /** Forgets the session in memory and in the token cookie (local storage is cleared by the caller). */
  reset(): void;
}

const userKey = 'user';
const enterpriseKey = 'enterprise_id';
const storedUser = () => readJson<SessionUser | null>(userKey, null);

export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  user: storedUser(),
  message_count: storedUser()?.message_count ?? 0,
  roles: [],
  loadMenus: false,
  enterprise_id: readJson<number>(enterpriseKey, 0),
  version_info: null,
  version_state: 'none',
  signIn(token, user) {
    writeToken(token);
    writeJson(userKey, user);
    writeJson(enterpriseKey, user.enterprise_id);
    set({ token, user, message_count: user.message_count, enterprise_id: user.enterprise_id, loadMenus: false });
  },
  setUser(user) {
    writeJson(userKey, user);
    writeJson(enterpriseKey, user.enterprise_id);
    set({ user, message_count: user.message_count, enterprise_id: user.enterprise_id });
  },
  setMessageCount: (message_count) => set({ message_count }),
  setEnterpriseId(enterprise_id) {
    writeJson(enterpriseKey, enterprise_id);
    set((s) => ({ enterprise_id, user: s.user ? { ...s.user, enterprise_id } : s.user, loadMenus: false }));
  },
  setVersionInfo: (version_info) =>
    set({ version_info, version_state: expiryState(version_info?.expired_time, Math.floor(Date.now() / 1000)) }),
  setRoles: (roles) => set({ roles }),
  setLoadMenus: (loadMenus) => set({ loadMenus }),
  reset() {
    removeToken();
    set({ token: null, user: null, message_count: 0, roles: [], loadMenus: false, enterprise_id: 0, version_info: null, version_state: 'none' });
  },
}));
