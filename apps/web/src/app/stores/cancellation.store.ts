import { create } from 'zustand';

/** SPEC §3 "Cancellation": is_cancel (1 while cancelling) and the days left to undo it; both default 0. */
interface CancellationState {
  is_cancel: number;
  recover_days: number;
  setCancellation(v: { is_cancel: number; recover_days: number }): void;
  reset(): void;
}

export const useCancellation = create<CancellationState>((set) => ({
  is_cancel: 0,
  recover_days: 0,
  setCancellation: ({ is_cancel, recover_days }) => set({ is_cancel, recover_days }),
  reset: () => set({ is_cancel: 0, recover_days: 0 }),
}));
