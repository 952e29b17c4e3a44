import type { StatusDictionary } from '@zf/shared';
import { create } from 'zustand';
import { readJson, writeJson } from './storage.ts';

/** The all-status dictionary (GET /common/all-status), kept in localStorage under `allStatus` (SPEC §3). */
export const allStatusKey = 'allStatus';

interface StatusState {
  allStatus: StatusDictionary | null;
  /** True once this session has the dictionary: the main area renders only then (SPEC §2). */
  loaded: boolean;
  setAllStatus(d: StatusDictionary): void;
  reset(): void;
}

export const useStatus = create<StatusState>((set) => ({
  allStatus: readJson<StatusDictionary | null>(allStatusKey, null),
  loaded: false,
  setAllStatus(allStatus) {
    writeJson(allStatusKey, allStatus);
    set({ allStatus, loaded: true });
  },
  reset: () => set({ allStatus: null, loaded: false }),
}));

/** Name of a status id in one of the lists, for table cells. */
export const statusName = (d: StatusDictionary | null, list: keyof StatusDictionary, id: number): string =>
  d?.[list]?.find((s) => s.id === id)?.name ?? '';
